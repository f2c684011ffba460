import type { RulesValue } from './values.js';

/** 1-based position in the rules source. */
export interface SourcePosition {
  readonly line: number;
  readonly column: number;
}

interface NodeBase {
  readonly pos: SourcePosition;
  /** Height of the expression tree below this node; bounded by the parser so evaluation cannot overflow the stack. */
  readonly height: number;
}

export type BinaryOperator =
  | '&&'
  | '||'
  | '=='
  | '!='
  | '<'
  | '<='
  | '>'
  | '>='
  | 'in'
  | '+'
  | '-'
  | '*'
  | '/'
  | '%';

export type Expr =
  | (NodeBase & { readonly kind: 'literal'; readonly value: RulesValue })
  | (NodeBase & { readonly kind: 'ident'; readonly name: string })
  | (NodeBase & { readonly kind: 'member'; readonly object: Expr; readonly name: string })
  | (NodeBase & { readonly kind: 'index'; readonly object: Expr; readonly index: Expr })
  | (NodeBase & { readonly kind: 'range'; readonly object: Expr; readonly start: Expr; readonly end: Expr })
  | (NodeBase & { readonly kind: 'call'; readonly callee: Expr; readonly args: readonly Expr[] })
  | (NodeBase & { readonly kind: 'unary'; readonly op: '!' | '-'; readonly operand: Expr })
  | (NodeBase & {
      readonly kind: 'binary';
      readonly op: BinaryOperator;
      readonly left: Expr;
      readonly right: Expr;
    })
  | (NodeBase & {
      readonly kind: 'ternary';
      readonly condition: Expr;
      readonly whenTrue: Expr;
      readonly whenFalse: Expr;
    })
  | (NodeBase & { readonly kind: 'is'; readonly operand: Expr; readonly typeName: string })
  | (NodeBase & { readonly kind: 'list'; readonly items: readonly Expr[] })
  | (NodeBase & { readonly kind: 'map'; readonly entries: readonly { key: Expr; value: Expr }[] })
  /** `/databases/$(database)/documents/x`: text pieces and interpolated expressions, in order. */
  | (NodeBase & { readonly kind: 'path'; readonly pieces: readonly (string | Expr)[] });

export type RulesMethod = 'get' | 'list' | 'create' | 'update' | 'delete';
export type AllowMethodName = RulesMethod | 'read' | 'write';

export interface AllowStatement {
  readonly methods: readonly AllowMethodName[];
  /** `null` for a bare `allow read;`, which always grants. */
  readonly condition: Expr | null;
  readonly pos: SourcePosition;
}

export interface LetBinding {
  readonly name: string;
  readonly value: Expr;
  readonly pos: SourcePosition;
}

export interface FunctionDecl {
  readonly name: string;
  readonly params: readonly string[];
  readonly lets: readonly LetBinding[];
  readonly result: Expr;
  readonly pos: SourcePosition;
}

export type PatternSegment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'wildcard'; readonly name: string }
  | { readonly kind: 'recursive'; readonly name: string };

export interface BlockBody {
  readonly functions: readonly FunctionDecl[];
  readonly allows: readonly AllowStatement[];
  readonly matches: readonly MatchBlock[];
}

export interface MatchBlock {
  readonly segments: readonly PatternSegment[];
  readonly body: BlockBody;
  readonly pos: SourcePosition;
}

export interface ServiceBlock {
  readonly name: string;
  readonly body: BlockBody;
  readonly pos: SourcePosition;
}

export interface Ruleset {
  readonly fileName: string;
  /** `'1'` unless the file declares `rules_version = '2'`; changes how `{x=**}` matches. */
  readonly version: '1' | '2';
  readonly services: readonly ServiceBlock[];
}
