import {
  Assembler,
  Formatters,
  MatcherImpl,
  Opcode,
  Parser,
  Predicates,
  Sink,
  getType,
  type Code,
  type Instruction,
  type TemplateError,
} from '@squarespace/template-engine';

export interface TemplateProblem {
  message: string;
  /** Character offset of the tag at fault in the source. */
  offset: number;
}

export interface ParsedTemplate {
  code: Code;
  problems: TemplateProblem[];
}

/** Instructions that open a block closed by {.end}. */
const BLOCK_OPENERS = new Set<Opcode>([
  Opcode.IF,
  Opcode.MACRO,
  Opcode.PREDICATE,
  Opcode.REPEATED,
  Opcode.SECTION,
  Opcode.STRUCT,
]);

/**
 * Feeds the engine's assembler while noting where each problem happened. The engine's errors carry no
 * position, so this reads the parser's cursor, which sits on the opening brace of the tag being handed over.
 * An unclosed block is only noticed at the end of the file; it is reported at the block's opening tag.
 */
class PositionedSink extends Sink {
  readonly assembler = new Assembler();
  readonly problems: TemplateProblem[] = [];
  readonly #openBlocks: number[] = [];
  #cursor: () => number = () => 0;

  track(parser: Parser): void {
    // `idx` is private in the typings but stable across the 2.x line; it is the only position there is.
    this.#cursor = () => (parser as unknown as { idx: number }).idx;
  }

  accept(inst: Instruction | Opcode): void {
    const before = this.assembler.errors.length;
    const offset = this.#cursor();
    const type = getType(inst);
    this.assembler.accept(inst as Instruction);
    for (const error of this.assembler.errors.slice(before)) {
      const at = type === Opcode.EOF ? (this.#openBlocks.at(-1) ?? offset) : offset;
      this.problems.push({ message: error.message, offset: at });
    }
    if (BLOCK_OPENERS.has(type)) this.#openBlocks.push(offset);
    else if (type === Opcode.END) this.#openBlocks.pop();
  }

  complete(): void {
    this.assembler.complete();
  }

  error(err: TemplateError): void {
    this.assembler.error(err);
    this.problems.push({ message: err.message, offset: this.#cursor() });
  }
}

const MATCHER = new MatcherImpl('');

/** Parses JSON-Template source into engine code, with every syntax problem and where it is. */
export function parseTemplate(source: string): ParsedTemplate {
  const sink = new PositionedSink();
  const parser = new Parser(source, sink, MATCHER, Formatters, Predicates);
  sink.track(parser);
  parser.parse();
  return { code: sink.assembler.code(), problems: sink.problems };
}
