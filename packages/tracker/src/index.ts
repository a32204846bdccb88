/** @plinth/tracker (issue 12): filled in by the tracker's own modules. */
export {};
