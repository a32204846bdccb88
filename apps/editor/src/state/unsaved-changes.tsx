import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UnsavedChangesDialog } from './UnsavedChangesDialog';
import { editorRouter } from '../router/router';
import { createChangeTracker } from './change-tracker';

interface DirtyForm {
  /** Saves; resolves false when the save failed (the panel shows why). */
  save: () => Promise<boolean>;
  /** Where Review puts focus when no field was typed in (a drag and drop reorder, say). */
  focusFallback?: () => void;
}

interface UnsavedChanges {
  register: (id: string, form: DirtyForm | null) => void;
  /** Runs `leave` at once when nothing is dirty; otherwise asks Save, Discard or Review first. */
  confirmLeave: (leave: () => void) => void;
  /** Attach to the element holding the panels: it records which fields the owner changed. */
  trackChangesIn: (element: HTMLElement | null) => void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

/**
 * Seed 001 section 4: leaving unsaved changes prompts save, discard or review. Leaving means in-app
 * navigation (held through the router's guard), a site switch or sign-out (through confirmLeave); closing
 * the tab gets the browser's own beforeunload prompt.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const forms = useRef(new Map<string, DirtyForm>());
  const tracker = useMemo(() => createChangeTracker(), []);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const [saving, setSaving] = useState(false);

  const ask = useCallback((leave: () => void): boolean => {
    if (forms.current.size === 0) return false;
    setPendingLeave(() => leave);
    return true;
  }, []);

  useEffect(() => {
    const router = editorRouter();
    router.setGuard((_to, proceed) => ask(proceed));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (forms.current.size === 0) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      router.setGuard(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [ask]);

  const value = useMemo<UnsavedChanges>(
    () => ({
      register(id, form) {
        if (form) forms.current.set(id, form);
        else forms.current.delete(id);
        if (forms.current.size === 0) tracker.clear();
      },
      confirmLeave(leave) {
        if (!ask(leave)) leave();
      },
      trackChangesIn: tracker.attach,
    }),
    [ask, tracker],
  );

  function leaveNow(leave: () => void) {
    forms.current.clear();
    tracker.clear();
    setPendingLeave(null);
    leave();
  }

  async function saveAndLeave(leave: () => void) {
    setSaving(true);
    const results = await Promise.all([...forms.current.values()].map((form) => form.save()));
    setSaving(false);
    if (results.every(Boolean)) leaveNow(leave);
    else setPendingLeave(null);
  }

  function review() {
    setPendingLeave(null);
    // After the dialog closed and handed focus back, move it to the first changed field.
    window.setTimeout(() => {
      if (tracker.focusFirstChanged()) return;
      for (const form of forms.current.values()) {
        if (form.focusFallback) return form.focusFallback();
      }
    }, 0);
  }

  return (
    <UnsavedChangesContext.Provider value={value}>
      {children}
      {pendingLeave ? (
        <UnsavedChangesDialog
          saving={saving}
          onSave={() => void saveAndLeave(pendingLeave)}
          onDiscard={() => leaveNow(pendingLeave)}
          onReview={review}
        />
      ) : null}
    </UnsavedChangesContext.Provider>
  );
}

function useUnsavedContext(): UnsavedChanges {
  const context = useContext(UnsavedChangesContext);
  if (!context) throw new Error('UnsavedChangesProvider is missing');
  return context;
}

/** confirmLeave and trackChangesIn for the shell (site switch, sign out, the main region). */
export function useLeaveGuard(): Pick<UnsavedChanges, 'confirmLeave' | 'trackChangesIn'> {
  return useUnsavedContext();
}

/**
 * A panel's unsaved state: while `dirty`, leaving asks first. `save` resolves false when it failed.
 */
export function useUnsavedChanges(dirty: boolean, save: () => Promise<boolean>, focusFallback?: () => void) {
  const { register } = useUnsavedContext();
  const id = useId();
  const latest = useRef({ save, focusFallback });
  useLayoutEffect(() => {
    latest.current = { save, focusFallback };
  });
  useEffect(() => {
    if (!dirty) return;
    register(id, {
      save: () => latest.current.save(),
      focusFallback: () => latest.current.focusFallback?.(),
    });
    return () => register(id, null);
  }, [dirty, id, register]);
}
