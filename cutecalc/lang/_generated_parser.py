# Generated from grammar/cutecalc.lark by `python -m cutecalc.lang.build_parser`: do not edit.
# Regenerate after every change to the grammar; tests/lang/test_parser_sync.py fails until then.
# ruff: noqa: E501
"""The cutecalc grammar compiled by Lark into LALR(1) tables, as plain data (see build_parser.py).

TERMINALS  (name, 'str' | 're', pattern, regexp, priority, max_width), in Lark's order
IGNORE     the %ignore'd terminals
RULES      (origin, length, callback, expand1, children filter, Nones to append); the filter is Lark's
           ChildFilter: ((index, splice, Nones before), ...), or None when children pass unchanged
LEXER_*    how lexer.GrammarLexer matches them (build_parser.lexer_plan): one pattern, the keywords
           a regex terminal turns into, the one-character terminals, the newline terminal, and the
           pattern to try at each character (the alternatives that can begin with it)
STATES     state -> its dict, symbol -> action: a state number to shift or go to, or -1 - rule index
           to reduce by; written as text, one line per state of `symbol=action` pairs (a module of
           dict literals takes ten times longer to compile than this text takes to read), each line
           read at its state's first use (a one-shot statement visits a few dozen of the states)
"""

GRAMMAR_SHA256 = '41993d265ca39f303cf5379bc2fcb24e8b766f419ea6e677fa180dc8741e3ed3'
REGEX_FLAGS = 0
START_STATE = 0
END_STATE = 48

TERMINALS = (
    ('INT', 're', '0[xX][0-9a-fA-F]+|[0-9]+', '0[xX][0-9a-fA-F]+|[0-9]+', 0, 18446744073709551616),
    ('STATIC_INT', 're', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', 0, 18446744073709551616),
    ('UNDERSCORE', 're', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', 0, 7),
    ('NAME', 're', '(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', '(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', 0, 18446744073709551616),
    ('STRING', 're', '"([^"\\\\\n]|\\\\.)*"', '"([^"\\\\\n]|\\\\.)*"', 0, 18446744073709551616),
    ('ARITH_ORIGIN', 're', 'ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_])', 'ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_])', 2, 18446744073709551616),
    ('POINTER', 're', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', 2, 18446744073709551616),
    ('CAST', 're', '\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>', '\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>', 2, 18446744073709551616),
    ('RING', 'str', '∘', '∘', 0, 1),
    ('_NL', 're', '\n', '\n', 0, 1),
    ('WS', 're', '[ \t\x0c\r]+', '[ \t\x0c\r]+', 0, 18446744073709551616),
    ('COMMENT', 're', '#[^\n]*', '#[^\n]*', 0, 18446744073709551616),
    ('CPP_COMMENT', 're', '\\/\\/[^\n]*', '\\/\\/[^\n]*', 0, 18446744073709551616),
    ('C_COMMENT', 're', '\\/\\*(.|\n)*?\\*\\/', '\\/\\*(.|\n)*?\\*\\/', 0, 18446744073709551616),
    ('DOCSTRING', 're', '"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\'', '"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\'', 2, 18446744073709551616),
    ('SEMICOLON', 'str', ';', ';', 0, 1),
    ('USING', 'str', 'using', 'using', 0, 5),
    ('NAMESPACE', 'str', 'namespace', 'namespace', 0, 9),
    ('EQUAL', 'str', '=', '=', 0, 1),
    ('COMMA', 'str', ',', ',', 0, 1),
    ('AUTO', 'str', 'auto', 'auto', 0, 4),
    ('CONST', 'str', 'const', 'const', 0, 5),
    ('CONSTEXPR', 'str', 'constexpr', 'constexpr', 0, 9),
    ('STATIC', 'str', 'static', 'static', 0, 6),
    ('AMPERSAND', 'str', '&', '\\&', 0, 1),
    ('__ANON_0', 'str', '&&', '\\&\\&', 0, 2),
    ('AS', 'str', 'as', 'as', 0, 2),
    ('__ANON_1', 'str', '->', '\\->', 0, 2),
    ('IMPORT', 'str', 'import', 'import', 0, 6),
    ('FROM', 'str', 'from', 'from', 0, 4),
    ('AT', 'str', '@', '@', 0, 1),
    ('DEF', 'str', 'def', 'def', 0, 3),
    ('COLON', 'str', ':', ':', 0, 1),
    ('RETURN', 'str', 'return', 'return', 0, 6),
    ('PASS', 'str', 'pass', 'pass', 0, 4),
    ('__ANON_2', 'str', '==', '==', 0, 2),
    ('__ANON_3', 'str', '!=', '!=', 0, 2),
    ('O', 'str', 'o', 'o', 0, 1),
    ('PLUS', 'str', '+', '\\+', 0, 1),
    ('MINUS', 'str', '-', '\\-', 0, 1),
    ('STAR', 'str', '*', '\\*', 0, 1),
    ('SLASH', 'str', '/', '/', 0, 1),
    ('PERCENT', 'str', '%', '%', 0, 1),
    ('DOT', 'str', '.', '\\.', 0, 1),
    ('LBRACE', 'str', '{', '\\{', 0, 1),
    ('RBRACE', 'str', '}', '\\}', 0, 1),
    ('LPAR', 'str', '(', '\\(', 0, 1),
    ('RPAR', 'str', ')', '\\)', 0, 1),
    ('LSQB', 'str', '[', '\\[', 0, 1),
    ('RSQB', 'str', ']', '\\]', 0, 1),
    ('LESSTHAN', 'str', '<', '<', 0, 1),
    ('MORETHAN', 'str', '>', '>', 0, 1),
    ('SW', 'str', 'Sw', 'Sw', 0, 2),
)

IGNORE = ('WS', 'COMMENT', 'CPP_COMMENT', 'C_COMMENT', 'DOCSTRING')

LEXER_PATTERN = '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<ARITH_ORIGIN>ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_]))|(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)|(?P<STATIC_INT>(cute::)?_-?[0-9]+(?![A-Za-z0-9_]))|(?P<INT>0[xX][0-9a-fA-F]+|[0-9]+)|(?P<STRING>"([^"\\\\\n]|\\\\.)*")|(?P<C_COMMENT>\\/\\*(.|\n)*?\\*\\/)|(?P<CPP_COMMENT>\\/\\/[^\n]*)|(?P<WS>[ \t\x0c\r]+)|(?P<COMMENT>#[^\n]*)|(?P<UNDERSCORE>(cute::)?_(?![A-Za-z0-9_]|-[0-9]))|(?P<__ANON_0>\\&\\&)|(?P<__ANON_1>\\->)|(?P<__ANON_2>==)|(?P<__ANON_3>!=)|(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])|(?P<_NL>\n)'
LEXER_KEYWORDS = {'NAME': {'constexpr': 'CONSTEXPR', 'namespace': 'NAMESPACE', 'import': 'IMPORT', 'return': 'RETURN', 'static': 'STATIC', 'const': 'CONST', 'using': 'USING', 'auto': 'AUTO', 'from': 'FROM', 'pass': 'PASS', 'def': 'DEF', 'as': 'AS', 'Sw': 'SW', 'o': 'O'}}
LEXER_CHARS = {'&': 'AMPERSAND', '@': 'AT', ':': 'COLON', ',': 'COMMA', '.': 'DOT', '=': 'EQUAL', '{': 'LBRACE', '<': 'LESSTHAN', '(': 'LPAR', '[': 'LSQB', '-': 'MINUS', '>': 'MORETHAN', '%': 'PERCENT', '+': 'PLUS', '}': 'RBRACE', '∘': 'RING', ')': 'RPAR', ']': 'RSQB', ';': 'SEMICOLON', '/': 'SLASH', '*': 'STAR'}
LEXER_NEWLINE = '_NL'
LEXER_DISPATCH = (
    ('\t\x0c\r ', '(?P<WS>[ \t\x0c\r]+)'),
    ('\n', '(?P<_NL>\n)'),
    ('!', '(?P<__ANON_3>!=)'),
    ('"', '(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')|(?P<STRING>"([^"\\\\\n]|\\\\.)*")'),
    ('#', '(?P<COMMENT>#[^\n]*)'),
    ('%)*+,.:;<>@[]{}∘', '(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('&', '(?P<__ANON_0>\\&\\&)|(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ("'", '(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')'),
    ('(', '(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('-', '(?P<__ANON_1>\\->)|(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('/', '(?P<C_COMMENT>\\/\\*(.|\n)*?\\*\\/)|(?P<CPP_COMMENT>\\/\\/[^\n]*)|(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('0123456789', '(?P<INT>0[xX][0-9a-fA-F]+|[0-9]+)'),
    ('=', '(?P<__ANON_2>==)|(?P<_CHAR>[\\&@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('A', '(?P<ARITH_ORIGIN>ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('BCDEFGHIJKLMNOPQRTUVWXYZabdefhijklmnoquvwxyz', '(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('Sgpt', '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('_c', '(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)|(?P<STATIC_INT>(cute::)?_-?[0-9]+(?![A-Za-z0-9_]))|(?P<UNDERSCORE>(cute::)?_(?![A-Za-z0-9_]|-[0-9]))'),
    ('rs', '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
)

RULES = (
    ('program', 2, 'program', False, ((0, False, 0), (1, True, 0)), 0),
    ('program', 1, 'program', False, None, 0),
    ('program', 1, 'program', False, ((0, True, 1),), 0),
    ('program', 0, 'program', False, (), 1),
    ('_sep', 1, '_sep', False, None, 0),
    ('_sep', 1, '_sep', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'expr_stmt', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 3, 'using_namespace', False, None, 0),
    ('assign', 5, 'assign', False, ((0, True, 0), (1, True, 0), (2, False, 0), (3, False, 0), (4, False, 0)), 0),
    ('assign', 4, 'assign', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0)), 0),
    ('assign', 4, 'assign', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0)), 0),
    ('assign', 3, 'assign', False, None, 0),
    ('assign', 4, 'assign', False, None, 0),
    ('declaration', 6, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, True, 0), (4, False, 0), (5, True, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, True, 0), (4, False, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0), (4, True, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0), (4, True, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, True, 0)), 0),
    ('declaration', 3, 'declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, False, 0), (1, True, 0), (2, True, 0), (3, False, 0), (4, True, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, False, 0), (1, True, 0), (2, True, 0), (3, False, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0), (3, True, 0)), 0),
    ('declaration', 3, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0), (3, True, 0)), 0),
    ('declaration', 3, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0)), 0),
    ('declaration', 3, 'declaration', False, ((0, False, 0), (1, False, 0), (2, True, 0)), 0),
    ('declaration', 2, 'declaration', False, None, 0),
    ('declarator', 3, 'declarator', False, None, 0),
    ('declarator', 2, 'declarator', False, None, 0),
    ('declarator', 1, 'declarator', False, None, 0),
    ('declarator', 2, 'declarator', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_ref', 1, '_ref', False, None, 0),
    ('_ref', 1, '_ref', False, None, 0),
    ('ctype', 2, 'ctype', False, None, 0),
    ('ctype', 1, 'ctype', False, None, 0),
    ('python_line', 4, 'py_import', False, None, 0),
    ('python_line', 2, 'py_import', False, None, 0),
    ('python_line', 6, 'py_import', False, None, 0),
    ('python_line', 4, 'py_import', False, None, 0),
    ('python_line', 2, 'py_decorator', False, None, 0),
    ('python_line', 6, 'py_def', False, None, 0),
    ('python_line', 4, 'py_def', False, None, 0),
    ('python_line', 2, 'py_return', False, None, 0),
    ('python_line', 1, 'py_return', False, None, 0),
    ('python_line', 1, 'py_return', False, None, 0),
    ('expr', 1, 'expr', True, None, 0),
    ('expr', 3, 'equal', False, None, 0),
    ('expr', 3, 'not_equal', False, None, 0),
    ('chain', 1, 'chain', True, None, 0),
    ('chain', 3, 'compose', False, None, 0),
    ('chain', 3, 'compose', False, None, 0),
    ('layout', 1, 'layout', True, None, 0),
    ('layout', 3, 'layout_lit', False, None, 0),
    ('sum', 1, 'sum', True, None, 0),
    ('sum', 3, 'add', False, None, 0),
    ('sum', 3, 'sub', False, None, 0),
    ('product', 1, 'product', True, None, 0),
    ('product', 3, 'mul', False, None, 0),
    ('product', 3, 'div', False, None, 0),
    ('product', 3, 'mod', False, None, 0),
    ('unary', 1, 'unary', True, None, 0),
    ('unary', 1, 'name', False, None, 0),
    ('unary', 2, 'template', False, None, 0),
    ('unary', 1, 'unary', True, None, 0),
    ('unary', 1, 'unary', True, None, 0),
    ('unary', 2, 'cast', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('attribute', 3, 'attribute', False, None, 0),
    ('attribute', 3, 'attribute', False, None, 0),
    ('attribute', 3, 'attribute', False, None, 0),
    ('neg', 2, 'neg', False, None, 0),
    ('applicable', 1, 'int', False, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'underscore', False, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'applicable', True, None, 0),
    ('applicable', 1, 'string', False, None, 0),
    ('applicable', 1, 'pointer', False, None, 0),
    ('applicable', 1, 'arith_origin', False, None, 0),
    ('applicable', 2, 'apply', False, None, 0),
    ('static_int', 3, 'static_int', False, None, 0),
    ('static_int', 1, 'static_int', False, None, 0),
    ('scaled_basis', 2, 'scaled_basis', False, ((0, False, 0), (1, True, 0)), 0),
    ('scaled_basis', 2, 'scaled_basis', False, ((0, False, 0), (1, True, 0)), 0),
    ('parens', 3, 'parens', False, None, 0),
    ('tuple', 2, 'tuple', False, None, 0),
    ('tuple', 6, 'tuple', False, None, 0),
    ('tuple', 5, 'tuple', False, None, 0),
    ('tuple', 4, 'tuple', False, None, 0),
    ('list', 2, 'list', False, None, 0),
    ('list', 4, 'list', False, None, 0),
    ('list', 3, 'list', False, None, 0),
    ('tiler', 3, 'tiler', False, None, 0),
    ('swizzle', 8, 'swizzle', False, None, 0),
    ('call', 2, 'call', False, None, 0),
    ('call', 3, 'call', False, None, 0),
    ('call', 3, 'call', False, None, 0),
    ('call', 2, 'call', False, None, 0),
    ('template_args', 3, 'template_args', False, None, 0),
    ('template_args', 2, 'template_args', False, None, 0),
    ('call_args', 2, 'call_args', False, None, 0),
    ('call_args', 4, 'call_args', False, None, 0),
    ('call_args', 3, 'call_args', False, None, 0),
    ('brace_args', 3, 'brace_args', False, None, 0),
    ('brace_args', 2, 'brace_args', False, None, 0),
    ('items', 1, 'items', False, None, 0),
    ('items', 3, 'items', False, None, 0),
    ('call_items', 1, 'call_items', False, None, 0),
    ('call_items', 1, 'call_items', False, None, 0),
    ('call_items', 3, 'call_items', False, None, 0),
    ('call_items', 3, 'call_items', False, None, 0),
    ('keyword', 3, 'keyword', False, None, 0),
    ('__program_star_0', 2, '__program_star_0', False, ((0, True, 0), (1, False, 0)), 0),
    ('__program_star_0', 1, '__program_star_0', False, ((0, True, 0),), 1),
    ('__program_star_0', 3, '__program_star_0', False, ((0, True, 0), (1, True, 0), (2, False, 0)), 0),
    ('__program_star_0', 2, '__program_star_0', False, ((0, True, 0), (1, True, 0)), 1),
    ('__assign_star_1', 1, '__assign_star_1', False, ((0, True, 0),), 0),
    ('__assign_star_1', 2, '__assign_star_1', False, ((0, True, 0), (1, True, 0)), 0),
    ('__declaration_star_2', 2, '__declaration_star_2', False, None, 0),
    ('__declaration_star_2', 3, '__declaration_star_2', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
    ('__scaled_basis_plus_3', 2, '__scaled_basis_plus_3', False, None, 0),
    ('__scaled_basis_plus_3', 3, '__scaled_basis_plus_3', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
)

_STATES_TEXT = """\
$END=-4 AMPERSAND=1 ARITH_ORIGIN=2 AT=3 AUTO=4 CAST=5 CONST=6 CONSTEXPR=7 DEF=8 FROM=9 IMPORT=10 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=16 PASS=17 POINTER=18 RETURN=19 SEMICOLON=20 STATIC=21 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 USING=26 _NL=27 __ANON_0=28 __assign_star_1=29 __program_star_0=30 _qualifier=31 _ref=32 _sep=33 applicable=34 assign=35 attribute=36 call=37 chain=38 ctype=39 declaration=40 expr=41 layout=42 list=43 method=44 neg=45 parens=46 product=47 program=48 python_line=49 scaled_basis=50 statement=51 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
NAME=-41
$END=-96 COLON=-96 COMMA=-96 DOT=-96 LPAR=-96 MINUS=-96 MORETHAN=-96 O=-96 PERCENT=-96 PLUS=-96 RBRACE=-96 RING=-96 RPAR=-96 RSQB=-96 SEMICOLON=-96 SLASH=-96 STAR=-96 _NL=-96 __ANON_2=-96 __ANON_3=-96
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=59 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
AMPERSAND=-37 AUTO=-37 CONST=-37 CONSTEXPR=-37 NAME=-37 STATIC=-37 __ANON_0=-37
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=60
AMPERSAND=-38 AUTO=-38 CONST=-38 CONSTEXPR=-38 NAME=-38 STATIC=-38 __ANON_0=-38
AMPERSAND=-39 AUTO=-39 CONST=-39 CONSTEXPR=-39 NAME=-39 STATIC=-39 __ANON_0=-39
NAME=61
NAME=62
NAME=63
$END=-83 AT=64 COLON=-83 COMMA=-83 DOT=-83 LPAR=-83 MINUS=-83 MORETHAN=-83 O=-83 PERCENT=-83 PLUS=-83 RBRACE=-83 RING=-83 RPAR=-83 RSQB=-83 SEMICOLON=-83 SLASH=-83 STAR=-83 _NL=-83 __ANON_2=-83 __ANON_3=-83 __scaled_basis_plus_3=65
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=66 items=67 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 RPAR=68 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=69 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 RSQB=70 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=66 items=71 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=72
$END=-71 AMPERSAND=-44 AUTO=-44 COLON=-71 CONST=-44 CONSTEXPR=-44 DOT=73 EQUAL=74 LBRACE=75 LESSTHAN=76 LPAR=77 MINUS=-71 NAME=-44 O=-71 PERCENT=-71 PLUS=-71 RING=-71 SEMICOLON=-71 SLASH=-71 STAR=-71 STATIC=-44 _NL=-71 __ANON_0=-44 __ANON_2=-71 __ANON_3=-71 brace_args=78 call_args=79 template_args=80
$END=-54 SEMICOLON=-54 _NL=-54
$END=-95 COLON=-95 COMMA=-95 DOT=-95 LPAR=-95 MINUS=-95 MORETHAN=-95 O=-95 PERCENT=-95 PLUS=-95 RBRACE=-95 RING=-95 RPAR=-95 RSQB=-95 SEMICOLON=-95 SLASH=-95 STAR=-95 _NL=-95 __ANON_2=-95 __ANON_3=-95
$END=-53 ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 SEMICOLON=-53 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 _NL=-53 applicable=34 attribute=36 call=37 chain=38 expr=81 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-6 AMPERSAND=-6 ARITH_ORIGIN=-6 AT=-6 AUTO=-6 CAST=-6 CONST=-6 CONSTEXPR=-6 DEF=-6 FROM=-6 IMPORT=-6 INT=-6 LESSTHAN=-6 LPAR=-6 LSQB=-6 MINUS=-6 NAME=-6 PASS=-6 POINTER=-6 RETURN=-6 SEMICOLON=-6 STATIC=-6 STATIC_INT=-6 STRING=-6 SW=-6 UNDERSCORE=-6 USING=-6 _NL=-6 __ANON_0=-6
AMPERSAND=-40 AUTO=-40 CONST=-40 CONSTEXPR=-40 NAME=-40 STATIC=-40 __ANON_0=-40
$END=-99 AT=64 COLON=-99 COMMA=-99 DOT=-99 LBRACE=82 LPAR=-99 MINUS=-99 MORETHAN=-99 O=-99 PERCENT=-99 PLUS=-99 RBRACE=-99 RING=-99 RPAR=-99 RSQB=-99 SEMICOLON=-99 SLASH=-99 STAR=-99 _NL=-99 __ANON_2=-99 __ANON_3=-99 __scaled_basis_plus_3=83
$END=-94 COLON=-94 COMMA=-94 DOT=-94 LPAR=-94 MINUS=-94 MORETHAN=-94 O=-94 PERCENT=-94 PLUS=-94 RBRACE=-94 RING=-94 RPAR=-94 RSQB=-94 SEMICOLON=-94 SLASH=-94 STAR=-94 _NL=-94 __ANON_2=-94 __ANON_3=-94
LESSTHAN=84
$END=-87 COLON=-87 COMMA=-87 DOT=-87 LPAR=-87 MINUS=-87 MORETHAN=-87 O=-87 PERCENT=-87 PLUS=-87 RBRACE=-87 RING=-87 RPAR=-87 RSQB=-87 SEMICOLON=-87 SLASH=-87 STAR=-87 _NL=-87 __ANON_2=-87 __ANON_3=-87
NAME=85 NAMESPACE=86
$END=-5 AMPERSAND=-5 ARITH_ORIGIN=-5 AT=-5 AUTO=-5 CAST=-5 CONST=-5 CONSTEXPR=-5 DEF=-5 FROM=-5 IMPORT=-5 INT=-5 LESSTHAN=-5 LPAR=-5 LSQB=-5 MINUS=-5 NAME=-5 PASS=-5 POINTER=-5 RETURN=-5 SEMICOLON=-5 STATIC=-5 STATIC_INT=-5 STRING=-5 SW=-5 UNDERSCORE=-5 USING=-5 _NL=-5 __ANON_0=-5
NAME=-42
AMPERSAND=1 AUTO=4 CONST=6 CONSTEXPR=7 NAME=87 STATIC=21 __ANON_0=28 _qualifier=88 _ref=89 ctype=90
$END=-3 SEMICOLON=20 _NL=27 _sep=91
AMPERSAND=-134 AUTO=-134 CONST=-134 CONSTEXPR=-134 NAME=-134 STATIC=-134 __ANON_0=-134
NAME=92
$END=-131 AMPERSAND=1 ARITH_ORIGIN=2 AT=3 AUTO=4 CAST=5 CONST=6 CONSTEXPR=7 DEF=8 FROM=9 IMPORT=10 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=16 PASS=17 POINTER=18 RETURN=19 SEMICOLON=-131 STATIC=21 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 USING=26 _NL=-131 __ANON_0=28 __assign_star_1=29 _qualifier=31 _ref=32 applicable=34 assign=35 attribute=36 call=37 chain=38 ctype=39 declaration=40 expr=41 layout=42 list=43 method=44 neg=45 parens=46 product=47 python_line=49 scaled_basis=50 statement=93 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-70 COLON=-70 COMMA=-70 DOT=94 LPAR=77 MINUS=-70 MORETHAN=-70 O=-70 PERCENT=-70 PLUS=-70 RBRACE=-70 RING=-70 RPAR=-70 RSQB=-70 SEMICOLON=-70 SLASH=-70 STAR=-70 _NL=-70 __ANON_2=-70 __ANON_3=-70 call_args=95
$END=-7 SEMICOLON=-7 _NL=-7
$END=-73 COLON=-73 COMMA=-73 DOT=96 MINUS=-73 MORETHAN=-73 O=-73 PERCENT=-73 PLUS=-73 RBRACE=-73 RING=-73 RPAR=-73 RSQB=-73 SEMICOLON=-73 SLASH=-73 STAR=-73 _NL=-73 __ANON_2=-73 __ANON_3=-73
$END=-93 COLON=-93 COMMA=-93 DOT=-93 LPAR=-93 MINUS=-93 MORETHAN=-93 O=-93 PERCENT=-93 PLUS=-93 RBRACE=-93 RING=-93 RPAR=-93 RSQB=-93 SEMICOLON=-93 SLASH=-93 STAR=-93 _NL=-93 __ANON_2=-93 __ANON_3=-93
$END=-55 COMMA=-55 MORETHAN=-55 O=97 RBRACE=-55 RING=98 RPAR=-55 RSQB=-55 SEMICOLON=-55 _NL=-55 __ANON_2=-55 __ANON_3=-55
AMPERSAND=1 AUTO=4 CONST=6 CONSTEXPR=7 NAME=99 STATIC=21 __ANON_0=28 __assign_star_1=100 _qualifier=31 _ref=101 declarator=102
$END=-8 SEMICOLON=-8 _NL=-8
$END=-9 SEMICOLON=-9 _NL=-9 __ANON_2=103 __ANON_3=104
$END=-58 COMMA=-58 MORETHAN=-58 O=-58 RBRACE=-58 RING=-58 RPAR=-58 RSQB=-58 SEMICOLON=-58 _NL=-58 __ANON_2=-58 __ANON_3=-58
$END=-91 COLON=-91 COMMA=-91 DOT=-91 LPAR=-91 MINUS=-91 MORETHAN=-91 O=-91 PERCENT=-91 PLUS=-91 RBRACE=-91 RING=-91 RPAR=-91 RSQB=-91 SEMICOLON=-91 SLASH=-91 STAR=-91 _NL=-91 __ANON_2=-91 __ANON_3=-91
$END=-84 COLON=-84 COMMA=-84 DOT=-84 LPAR=-84 MINUS=-84 MORETHAN=-84 O=-84 PERCENT=-84 PLUS=-84 RBRACE=-84 RING=-84 RPAR=-84 RSQB=-84 SEMICOLON=-84 SLASH=-84 STAR=-84 _NL=-84 __ANON_2=-84 __ANON_3=-84
$END=-74 COLON=-74 COMMA=-74 MINUS=-74 MORETHAN=-74 O=-74 PERCENT=-74 PLUS=-74 RBRACE=-74 RING=-74 RPAR=-74 RSQB=-74 SEMICOLON=-74 SLASH=-74 STAR=-74 _NL=-74 __ANON_2=-74 __ANON_3=-74
$END=-88 COLON=-88 COMMA=-88 DOT=-88 LPAR=-88 MINUS=-88 MORETHAN=-88 O=-88 PERCENT=-88 PLUS=-88 RBRACE=-88 RING=-88 RPAR=-88 RSQB=-88 SEMICOLON=-88 SLASH=-88 STAR=-88 _NL=-88 __ANON_2=-88 __ANON_3=-88
$END=-63 COLON=-63 COMMA=-63 MINUS=-63 MORETHAN=-63 O=-63 PERCENT=105 PLUS=-63 RBRACE=-63 RING=-63 RPAR=-63 RSQB=-63 SEMICOLON=-63 SLASH=106 STAR=107 _NL=-63 __ANON_2=-63 __ANON_3=-63

$END=-10 SEMICOLON=-10 _NL=-10
$END=-86 COLON=-86 COMMA=-86 DOT=-86 LPAR=-86 MINUS=-86 MORETHAN=-86 O=-86 PERCENT=-86 PLUS=-86 RBRACE=-86 RING=-86 RPAR=-86 RSQB=-86 SEMICOLON=-86 SLASH=-86 STAR=-86 _NL=-86 __ANON_2=-86 __ANON_3=-86
$END=-2 SEMICOLON=20 _NL=27 __program_star_0=108 _sep=33
$END=-85 COLON=-85 COMMA=-85 DOT=-85 LPAR=-85 MINUS=-85 MORETHAN=-85 O=-85 PERCENT=-85 PLUS=-85 RBRACE=-85 RING=-85 RPAR=-85 RSQB=-85 SEMICOLON=-85 SLASH=-85 STAR=-85 _NL=-85 __ANON_2=-85 __ANON_3=-85
$END=-61 COLON=109 COMMA=-61 MINUS=110 MORETHAN=-61 O=-61 PLUS=111 RBRACE=-61 RING=-61 RPAR=-61 RSQB=-61 SEMICOLON=-61 _NL=-61 __ANON_2=-61 __ANON_3=-61
$END=-92 COLON=-92 COMMA=-92 DOT=-92 LPAR=-92 MINUS=-92 MORETHAN=-92 O=-92 PERCENT=-92 PLUS=-92 RBRACE=-92 RING=-92 RPAR=-92 RSQB=-92 SEMICOLON=-92 SLASH=-92 STAR=-92 _NL=-92 __ANON_2=-92 __ANON_3=-92
$END=-90 COLON=-90 COMMA=-90 DOT=-90 LPAR=-90 MINUS=-90 MORETHAN=-90 O=-90 PERCENT=-90 PLUS=-90 RBRACE=-90 RING=-90 RPAR=-90 RSQB=-90 SEMICOLON=-90 SLASH=-90 STAR=-90 _NL=-90 __ANON_2=-90 __ANON_3=-90
$END=-89 COLON=-89 COMMA=-89 DOT=-89 LPAR=-89 MINUS=-89 MORETHAN=-89 O=-89 PERCENT=-89 PLUS=-89 RBRACE=-89 RING=-89 RPAR=-89 RSQB=-89 SEMICOLON=-89 SLASH=-89 STAR=-89 _NL=-89 __ANON_2=-89 __ANON_3=-89
$END=-66 COLON=-66 COMMA=-66 MINUS=-66 MORETHAN=-66 O=-66 PERCENT=-66 PLUS=-66 RBRACE=-66 RING=-66 RPAR=-66 RSQB=-66 SEMICOLON=-66 SLASH=-66 STAR=-66 _NL=-66 __ANON_2=-66 __ANON_3=-66
$END=-71 COLON=-71 COMMA=-71 DOT=73 LBRACE=75 LESSTHAN=76 LPAR=77 MINUS=-71 MORETHAN=-71 O=-71 PERCENT=-71 PLUS=-71 RBRACE=-71 RING=-71 RPAR=-71 RSQB=-71 SEMICOLON=-71 SLASH=-71 STAR=-71 _NL=-71 __ANON_2=-71 __ANON_3=-71 brace_args=78 call_args=79 template_args=112
$END=-49 SEMICOLON=-49 _NL=-49 __ANON_2=103 __ANON_3=104
$END=-75 COLON=-75 COMMA=-75 MINUS=-75 MORETHAN=-75 O=-75 PERCENT=-75 PLUS=-75 RBRACE=-75 RING=-75 RPAR=-75 RSQB=-75 SEMICOLON=-75 SLASH=-75 STAR=-75 _NL=-75 __ANON_2=-75 __ANON_3=-75
LPAR=77 call_args=113
IMPORT=114
$END=-46 AS=115 SEMICOLON=-46 _NL=-46
INT=116
$END=-100 AT=117 COLON=-100 COMMA=-100 DOT=-100 LPAR=-100 MINUS=-100 MORETHAN=-100 O=-100 PERCENT=-100 PLUS=-100 RBRACE=-100 RING=-100 RPAR=-100 RSQB=-100 SEMICOLON=-100 SLASH=-100 STAR=-100 _NL=-100 __ANON_2=-100 __ANON_3=-100
COMMA=-123 MORETHAN=-123 RBRACE=-123 RPAR=-123 RSQB=-123 __ANON_2=103 __ANON_3=104
COMMA=118 MORETHAN=119
$END=-103 COLON=-103 COMMA=-103 DOT=-103 LPAR=-103 MINUS=-103 MORETHAN=-103 O=-103 PERCENT=-103 PLUS=-103 RBRACE=-103 RING=-103 RPAR=-103 RSQB=-103 SEMICOLON=-103 SLASH=-103 STAR=-103 _NL=-103 __ANON_2=-103 __ANON_3=-103
COMMA=120 RPAR=121 __ANON_2=103 __ANON_3=104
$END=-107 COLON=-107 COMMA=-107 DOT=-107 LPAR=-107 MINUS=-107 MORETHAN=-107 O=-107 PERCENT=-107 PLUS=-107 RBRACE=-107 RING=-107 RPAR=-107 RSQB=-107 SEMICOLON=-107 SLASH=-107 STAR=-107 _NL=-107 __ANON_2=-107 __ANON_3=-107
COMMA=122 RSQB=123
$END=-82 COLON=-82 COMMA=-82 MINUS=-82 MORETHAN=-82 O=-82 PERCENT=-82 PLUS=-82 RBRACE=-82 RING=-82 RPAR=-82 RSQB=-82 SEMICOLON=-82 SLASH=-82 STAR=-82 _NL=-82 __ANON_2=-82 __ANON_3=-82
NAME=124
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=125 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 RBRACE=126 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=66 items=127 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 MORETHAN=128 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=66 items=129 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=130 POINTER=18 RPAR=131 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 call_items=132 chain=38 expr=133 keyword=134 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-115 COLON=-115 COMMA=-115 DOT=-115 LPAR=-115 MINUS=-115 MORETHAN=-115 O=-115 PERCENT=-115 PLUS=-115 RBRACE=-115 RING=-115 RPAR=-115 RSQB=-115 SEMICOLON=-115 SLASH=-115 STAR=-115 _NL=-115 __ANON_2=-115 __ANON_3=-115
$END=-112 COLON=-112 COMMA=-112 DOT=-112 LPAR=-112 MINUS=-112 MORETHAN=-112 O=-112 PERCENT=-112 PLUS=-112 RBRACE=-112 RING=-112 RPAR=-112 RSQB=-112 SEMICOLON=-112 SLASH=-112 STAR=-112 _NL=-112 __ANON_2=-112 __ANON_3=-112
$END=-72 AMPERSAND=-43 AUTO=-43 COLON=-72 CONST=-43 CONSTEXPR=-43 LBRACE=75 LPAR=77 MINUS=-72 NAME=-43 O=-72 PERCENT=-72 PLUS=-72 RING=-72 SEMICOLON=-72 SLASH=-72 STAR=-72 STATIC=-43 _NL=-72 __ANON_0=-43 __ANON_2=-72 __ANON_3=-72 brace_args=135 call_args=136
$END=-52 SEMICOLON=-52 _NL=-52 __ANON_2=103 __ANON_3=104
RBRACE=137
$END=-101 AT=117 COLON=-101 COMMA=-101 DOT=-101 LPAR=-101 MINUS=-101 MORETHAN=-101 O=-101 PERCENT=-101 PLUS=-101 RBRACE=-101 RING=-101 RPAR=-101 RSQB=-101 SEMICOLON=-101 SLASH=-101 STAR=-101 _NL=-101 __ANON_2=-101 __ANON_3=-101
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=138 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
EQUAL=139
NAME=140
AMPERSAND=-44 AUTO=-44 CONST=-44 CONSTEXPR=-44 EQUAL=141 LESSTHAN=76 NAME=-44 STATIC=-44 __ANON_0=-44 template_args=142
AMPERSAND=-135 AUTO=-135 CONST=-135 CONSTEXPR=-135 NAME=-135 STATIC=-135 __ANON_0=-135
NAME=143
AMPERSAND=1 AUTO=4 CONST=6 CONSTEXPR=7 NAME=99 STATIC=21 __ANON_0=28 __assign_star_1=144 _qualifier=31 _ref=145 declarator=146
$END=-133 AMPERSAND=1 ARITH_ORIGIN=2 AT=3 AUTO=4 CAST=5 CONST=6 CONSTEXPR=7 DEF=8 FROM=9 IMPORT=10 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=16 PASS=17 POINTER=18 RETURN=19 SEMICOLON=-133 STATIC=21 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 USING=26 _NL=-133 __ANON_0=28 __assign_star_1=29 _qualifier=31 _ref=32 applicable=34 assign=35 attribute=36 call=37 chain=38 ctype=39 declaration=40 expr=41 layout=42 list=43 method=44 neg=45 parens=46 product=47 python_line=49 scaled_basis=50 statement=147 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
EQUAL=148
$END=-130 SEMICOLON=-130 _NL=-130
NAME=149
$END=-97 COLON=-97 COMMA=-97 DOT=-97 LPAR=-97 MINUS=-97 MORETHAN=-97 O=-97 PERCENT=-97 PLUS=-97 RBRACE=-97 RING=-97 RPAR=-97 RSQB=-97 SEMICOLON=-97 SLASH=-97 STAR=-97 _NL=-97 __ANON_2=-97 __ANON_3=-97
NAME=150
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 layout=151 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 layout=152 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-35 COMMA=-35 EQUAL=153 LBRACE=75 LPAR=77 SEMICOLON=-35 _NL=-35 brace_args=154 call_args=155
AMPERSAND=1 AUTO=4 CONST=6 CONSTEXPR=7 NAME=99 STATIC=21 __ANON_0=28 _qualifier=88 _ref=156 declarator=157
NAME=99 declarator=158
$END=-32 COMMA=159 SEMICOLON=-32 _NL=-32 __declaration_star_2=160
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=161 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=162 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=163
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=164
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=165
$END=-1 SEMICOLON=20 _NL=27 _sep=91
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=166 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 product=167 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 list=43 method=44 neg=45 parens=46 product=168 scaled_basis=50 static_int=52 swizzle=54 tiler=55 tuple=56 unary=57
$END=-72 COLON=-72 COMMA=-72 LBRACE=75 LPAR=77 MINUS=-72 MORETHAN=-72 O=-72 PERCENT=-72 PLUS=-72 RBRACE=-72 RING=-72 RPAR=-72 RSQB=-72 SEMICOLON=-72 SLASH=-72 STAR=-72 _NL=-72 __ANON_2=-72 __ANON_3=-72 brace_args=135 call_args=136
COLON=169 __ANON_1=170
NAME=171
NAME=172
$END=-138 AT=-138 COLON=-138 COMMA=-138 DOT=-138 LPAR=-138 MINUS=-138 MORETHAN=-138 O=-138 PERCENT=-138 PLUS=-138 RBRACE=-138 RING=-138 RPAR=-138 RSQB=-138 SEMICOLON=-138 SLASH=-138 STAR=-138 _NL=-138 __ANON_2=-138 __ANON_3=-138
INT=173
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=174 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-110 COLON=-110 COMMA=-110 DOT=-110 LPAR=-110 MINUS=-110 MORETHAN=-110 O=-110 PERCENT=-110 PLUS=-110 RBRACE=-110 RING=-110 RPAR=-110 RSQB=-110 SEMICOLON=-110 SLASH=-110 STAR=-110 _NL=-110 __ANON_2=-110 __ANON_3=-110
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 RPAR=175 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=66 items=176 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-102 COLON=-102 COMMA=-102 DOT=-102 LPAR=-102 MINUS=-102 MORETHAN=-102 O=-102 PERCENT=-102 PLUS=-102 RBRACE=-102 RING=-102 RPAR=-102 RSQB=-102 SEMICOLON=-102 SLASH=-102 STAR=-102 _NL=-102 __ANON_2=-102 __ANON_3=-102
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 RSQB=177 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=174 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-109 COLON=-109 COMMA=-109 DOT=-109 LPAR=-109 MINUS=-109 MORETHAN=-109 O=-109 PERCENT=-109 PLUS=-109 RBRACE=-109 RING=-109 RPAR=-109 RSQB=-109 SEMICOLON=-109 SLASH=-109 STAR=-109 _NL=-109 __ANON_2=-109 __ANON_3=-109
$END=-79 COLON=-79 COMMA=-79 DOT=-79 LPAR=77 MINUS=-79 MORETHAN=-79 O=-79 PERCENT=-79 PLUS=-79 RBRACE=-79 RING=-79 RPAR=-79 RSQB=-79 SEMICOLON=-79 SLASH=-79 STAR=-79 _NL=-79 __ANON_2=-79 __ANON_3=-79 call_args=178
$END=-15 SEMICOLON=-15 _NL=-15 __ANON_2=103 __ANON_3=104
$END=-122 COLON=-122 COMMA=-122 DOT=-122 LPAR=-122 MINUS=-122 MORETHAN=-122 O=-122 PERCENT=-122 PLUS=-122 RBRACE=-122 RING=-122 RPAR=-122 RSQB=-122 SEMICOLON=-122 SLASH=-122 STAR=-122 _NL=-122 __ANON_2=-122 __ANON_3=-122
COMMA=118 RBRACE=179
$END=-117 AMPERSAND=-117 AUTO=-117 COLON=-117 COMMA=-117 CONST=-117 CONSTEXPR=-117 LBRACE=-117 LPAR=-117 MINUS=-117 MORETHAN=-117 NAME=-117 O=-117 PERCENT=-117 PLUS=-117 RBRACE=-117 RING=-117 RPAR=-117 RSQB=-117 SEMICOLON=-117 SLASH=-117 STAR=-117 STATIC=-117 _NL=-117 __ANON_0=-117 __ANON_2=-117 __ANON_3=-117
COMMA=118 MORETHAN=180
COLON=-71 COMMA=-71 DOT=73 EQUAL=181 LBRACE=75 LESSTHAN=76 LPAR=77 MINUS=-71 O=-71 PERCENT=-71 PLUS=-71 RING=-71 RPAR=-71 SLASH=-71 STAR=-71 __ANON_2=-71 __ANON_3=-71 brace_args=78 call_args=79 template_args=112
$END=-118 COLON=-118 COMMA=-118 DOT=-118 LPAR=-118 MINUS=-118 MORETHAN=-118 O=-118 PERCENT=-118 PLUS=-118 RBRACE=-118 RING=-118 RPAR=-118 RSQB=-118 SEMICOLON=-118 SLASH=-118 STAR=-118 _NL=-118 __ANON_1=-118 __ANON_2=-118 __ANON_3=-118
COMMA=182 RPAR=183
COMMA=-125 RPAR=-125 __ANON_2=103 __ANON_3=104
COMMA=-126 RPAR=-126
$END=-114 COLON=-114 COMMA=-114 DOT=-114 LPAR=-114 MINUS=-114 MORETHAN=-114 O=-114 PERCENT=-114 PLUS=-114 RBRACE=-114 RING=-114 RPAR=-114 RSQB=-114 SEMICOLON=-114 SLASH=-114 STAR=-114 _NL=-114 __ANON_2=-114 __ANON_3=-114
$END=-113 COLON=-113 COMMA=-113 DOT=-113 LPAR=-113 MINUS=-113 MORETHAN=-113 O=-113 PERCENT=-113 PLUS=-113 RBRACE=-113 RING=-113 RPAR=-113 RSQB=-113 SEMICOLON=-113 SLASH=-113 STAR=-113 _NL=-113 __ANON_2=-113 __ANON_3=-113
$END=-98 COLON=-98 COMMA=-98 DOT=-98 LPAR=-98 MINUS=-98 MORETHAN=-98 O=-98 PERCENT=-98 PLUS=-98 RBRACE=-98 RING=-98 RPAR=-98 RSQB=-98 SEMICOLON=-98 SLASH=-98 STAR=-98 _NL=-98 __ANON_2=-98 __ANON_3=-98
COMMA=184 __ANON_2=103 __ANON_3=104
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=185 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-11 SEMICOLON=-11 _NL=-11
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=186 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
AMPERSAND=-43 AUTO=-43 CONST=-43 CONSTEXPR=-43 NAME=-43 STATIC=-43 __ANON_0=-43
EQUAL=187
AMPERSAND=1 AUTO=4 CONST=6 CONSTEXPR=7 NAME=99 STATIC=21 __ANON_0=28 _qualifier=88 _ref=188 declarator=189
NAME=99 declarator=190
$END=-24 COMMA=159 SEMICOLON=-24 _NL=-24 __declaration_star_2=191
$END=-132 SEMICOLON=-132 _NL=-132
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=192 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-80 COLON=-80 COMMA=-80 DOT=-80 LPAR=77 MINUS=-80 MORETHAN=-80 O=-80 PERCENT=-80 PLUS=-80 RBRACE=-80 RING=-80 RPAR=-80 RSQB=-80 SEMICOLON=-80 SLASH=-80 STAR=-80 _NL=-80 __ANON_2=-80 __ANON_3=-80 call_args=193
$END=-81 COLON=-81 COMMA=-81 DOT=-81 LPAR=77 MINUS=-81 MORETHAN=-81 O=-81 PERCENT=-81 PLUS=-81 RBRACE=-81 RING=-81 RPAR=-81 RSQB=-81 SEMICOLON=-81 SLASH=-81 STAR=-81 _NL=-81 __ANON_2=-81 __ANON_3=-81 call_args=194
$END=-59 COMMA=-59 MORETHAN=-59 O=-59 RBRACE=-59 RING=-59 RPAR=-59 RSQB=-59 SEMICOLON=-59 _NL=-59 __ANON_2=-59 __ANON_3=-59
$END=-60 COMMA=-60 MORETHAN=-60 O=-60 RBRACE=-60 RING=-60 RPAR=-60 RSQB=-60 SEMICOLON=-60 _NL=-60 __ANON_2=-60 __ANON_3=-60
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=195 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-34 COMMA=-34 SEMICOLON=-34 _NL=-34
$END=-36 COMMA=-36 SEMICOLON=-36 _NL=-36
NAME=99 declarator=196
$END=-28 COMMA=159 SEMICOLON=-28 _NL=-28 __declaration_star_2=197
$END=-30 COMMA=159 SEMICOLON=-30 _NL=-30 __declaration_star_2=198
NAME=99 declarator=199
$END=-31 COMMA=200 SEMICOLON=-31 _NL=-31
$END=-56 COMMA=-56 MORETHAN=-56 O=97 RBRACE=-56 RING=98 RPAR=-56 RSQB=-56 SEMICOLON=-56 _NL=-56 __ANON_2=-56 __ANON_3=-56
$END=-57 COMMA=-57 MORETHAN=-57 O=97 RBRACE=-57 RING=98 RPAR=-57 RSQB=-57 SEMICOLON=-57 _NL=-57 __ANON_2=-57 __ANON_3=-57
$END=-69 COLON=-69 COMMA=-69 MINUS=-69 MORETHAN=-69 O=-69 PERCENT=-69 PLUS=-69 RBRACE=-69 RING=-69 RPAR=-69 RSQB=-69 SEMICOLON=-69 SLASH=-69 STAR=-69 _NL=-69 __ANON_2=-69 __ANON_3=-69
$END=-68 COLON=-68 COMMA=-68 MINUS=-68 MORETHAN=-68 O=-68 PERCENT=-68 PLUS=-68 RBRACE=-68 RING=-68 RPAR=-68 RSQB=-68 SEMICOLON=-68 SLASH=-68 STAR=-68 _NL=-68 __ANON_2=-68 __ANON_3=-68
$END=-67 COLON=-67 COMMA=-67 MINUS=-67 MORETHAN=-67 O=-67 PERCENT=-67 PLUS=-67 RBRACE=-67 RING=-67 RPAR=-67 RSQB=-67 SEMICOLON=-67 SLASH=-67 STAR=-67 _NL=-67 __ANON_2=-67 __ANON_3=-67
$END=-62 COMMA=-62 MINUS=110 MORETHAN=-62 O=-62 PLUS=111 RBRACE=-62 RING=-62 RPAR=-62 RSQB=-62 SEMICOLON=-62 _NL=-62 __ANON_2=-62 __ANON_3=-62
$END=-65 COLON=-65 COMMA=-65 MINUS=-65 MORETHAN=-65 O=-65 PERCENT=105 PLUS=-65 RBRACE=-65 RING=-65 RPAR=-65 RSQB=-65 SEMICOLON=-65 SLASH=106 STAR=107 _NL=-65 __ANON_2=-65 __ANON_3=-65
$END=-64 COLON=-64 COMMA=-64 MINUS=-64 MORETHAN=-64 O=-64 PERCENT=105 PLUS=-64 RBRACE=-64 RING=-64 RPAR=-64 RSQB=-64 SEMICOLON=-64 SLASH=106 STAR=107 _NL=-64 __ANON_2=-64 __ANON_3=-64
$END=-51 SEMICOLON=-51 _NL=-51
NAME=201
$END=-48 AS=202 SEMICOLON=-48 _NL=-48
$END=-45 SEMICOLON=-45 _NL=-45
$END=-139 AT=-139 COLON=-139 COMMA=-139 DOT=-139 LPAR=-139 MINUS=-139 MORETHAN=-139 O=-139 PERCENT=-139 PLUS=-139 RBRACE=-139 RING=-139 RPAR=-139 RSQB=-139 SEMICOLON=-139 SLASH=-139 STAR=-139 _NL=-139 __ANON_2=-139 __ANON_3=-139
COMMA=-124 MORETHAN=-124 RBRACE=-124 RPAR=-124 RSQB=-124 __ANON_2=103 __ANON_3=104
$END=-106 COLON=-106 COMMA=-106 DOT=-106 LPAR=-106 MINUS=-106 MORETHAN=-106 O=-106 PERCENT=-106 PLUS=-106 RBRACE=-106 RING=-106 RPAR=-106 RSQB=-106 SEMICOLON=-106 SLASH=-106 STAR=-106 _NL=-106 __ANON_2=-106 __ANON_3=-106
COMMA=203 RPAR=204
$END=-108 COLON=-108 COMMA=-108 DOT=-108 LPAR=-108 MINUS=-108 MORETHAN=-108 O=-108 PERCENT=-108 PLUS=-108 RBRACE=-108 RING=-108 RPAR=-108 RSQB=-108 SEMICOLON=-108 SLASH=-108 STAR=-108 _NL=-108 __ANON_2=-108 __ANON_3=-108
$END=-76 COLON=-76 COMMA=-76 DOT=-76 LPAR=-76 MINUS=-76 MORETHAN=-76 O=-76 PERCENT=-76 PLUS=-76 RBRACE=-76 RING=-76 RPAR=-76 RSQB=-76 SEMICOLON=-76 SLASH=-76 STAR=-76 _NL=-76 __ANON_2=-76 __ANON_3=-76
$END=-121 COLON=-121 COMMA=-121 DOT=-121 LPAR=-121 MINUS=-121 MORETHAN=-121 O=-121 PERCENT=-121 PLUS=-121 RBRACE=-121 RING=-121 RPAR=-121 RSQB=-121 SEMICOLON=-121 SLASH=-121 STAR=-121 _NL=-121 __ANON_2=-121 __ANON_3=-121
$END=-116 AMPERSAND=-116 AUTO=-116 COLON=-116 COMMA=-116 CONST=-116 CONSTEXPR=-116 LBRACE=-116 LPAR=-116 MINUS=-116 MORETHAN=-116 NAME=-116 O=-116 PERCENT=-116 PLUS=-116 RBRACE=-116 RING=-116 RPAR=-116 RSQB=-116 SEMICOLON=-116 SLASH=-116 STAR=-116 STATIC=-116 _NL=-116 __ANON_0=-116 __ANON_2=-116 __ANON_3=-116
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=205 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=130 POINTER=18 RPAR=206 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=207 keyword=208 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-120 COLON=-120 COMMA=-120 DOT=-120 LPAR=-120 MINUS=-120 MORETHAN=-120 O=-120 PERCENT=-120 PLUS=-120 RBRACE=-120 RING=-120 RPAR=-120 RSQB=-120 SEMICOLON=-120 SLASH=-120 STAR=-120 _NL=-120 __ANON_1=-120 __ANON_2=-120 __ANON_3=-120
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=209 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-16 SEMICOLON=-16 _NL=-16 __ANON_2=103 __ANON_3=104
$END=-13 SEMICOLON=-13 _NL=-13 __ANON_2=103 __ANON_3=104
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=210 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
NAME=99 declarator=211
$END=-20 COMMA=159 SEMICOLON=-20 _NL=-20 __declaration_star_2=212
$END=-22 COMMA=159 SEMICOLON=-22 _NL=-22 __declaration_star_2=213
$END=-23 COMMA=200 SEMICOLON=-23 _NL=-23
$END=-14 SEMICOLON=-14 _NL=-14 __ANON_2=103 __ANON_3=104
$END=-77 COLON=-77 COMMA=-77 DOT=-77 LPAR=-77 MINUS=-77 MORETHAN=-77 O=-77 PERCENT=-77 PLUS=-77 RBRACE=-77 RING=-77 RPAR=-77 RSQB=-77 SEMICOLON=-77 SLASH=-77 STAR=-77 _NL=-77 __ANON_2=-77 __ANON_3=-77
$END=-78 COLON=-78 COMMA=-78 DOT=-78 LPAR=-78 MINUS=-78 MORETHAN=-78 O=-78 PERCENT=-78 PLUS=-78 RBRACE=-78 RING=-78 RPAR=-78 RSQB=-78 SEMICOLON=-78 SLASH=-78 STAR=-78 _NL=-78 __ANON_2=-78 __ANON_3=-78
$END=-33 COMMA=-33 SEMICOLON=-33 _NL=-33 __ANON_2=103 __ANON_3=104
$END=-26 COMMA=159 SEMICOLON=-26 _NL=-26 __declaration_star_2=214
$END=-27 COMMA=200 SEMICOLON=-27 _NL=-27
$END=-29 COMMA=200 SEMICOLON=-29 _NL=-29
$END=-136 COMMA=-136 SEMICOLON=-136 _NL=-136
NAME=99 declarator=215
COLON=216
NAME=217
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 RPAR=218 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=174 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-105 COLON=-105 COMMA=-105 DOT=-105 LPAR=-105 MINUS=-105 MORETHAN=-105 O=-105 PERCENT=-105 PLUS=-105 RBRACE=-105 RING=-105 RPAR=-105 RSQB=-105 SEMICOLON=-105 SLASH=-105 STAR=-105 _NL=-105 __ANON_2=-105 __ANON_3=-105
COMMA=-129 RPAR=-129 __ANON_2=103 __ANON_3=104
$END=-119 COLON=-119 COMMA=-119 DOT=-119 LPAR=-119 MINUS=-119 MORETHAN=-119 O=-119 PERCENT=-119 PLUS=-119 RBRACE=-119 RING=-119 RPAR=-119 RSQB=-119 SEMICOLON=-119 SLASH=-119 STAR=-119 _NL=-119 __ANON_1=-119 __ANON_2=-119 __ANON_3=-119
COMMA=-127 RPAR=-127 __ANON_2=103 __ANON_3=104
COMMA=-128 RPAR=-128
COMMA=219 __ANON_2=103 __ANON_3=104
$END=-12 SEMICOLON=-12 _NL=-12 __ANON_2=103 __ANON_3=104
$END=-18 COMMA=159 SEMICOLON=-18 _NL=-18 __declaration_star_2=220
$END=-19 COMMA=200 SEMICOLON=-19 _NL=-19
$END=-21 COMMA=200 SEMICOLON=-21 _NL=-21
$END=-25 COMMA=200 SEMICOLON=-25 _NL=-25
$END=-137 COMMA=-137 SEMICOLON=-137 _NL=-137
$END=-50 SEMICOLON=-50 _NL=-50
$END=-47 SEMICOLON=-47 _NL=-47
$END=-104 COLON=-104 COMMA=-104 DOT=-104 LPAR=-104 MINUS=-104 MORETHAN=-104 O=-104 PERCENT=-104 PLUS=-104 RBRACE=-104 RING=-104 RPAR=-104 RSQB=-104 SEMICOLON=-104 SLASH=-104 STAR=-104 _NL=-104 __ANON_2=-104 __ANON_3=-104
ARITH_ORIGIN=2 CAST=5 INT=11 LESSTHAN=12 LPAR=13 LSQB=14 MINUS=15 NAME=58 POINTER=18 STATIC_INT=22 STRING=23 SW=24 UNDERSCORE=25 applicable=34 attribute=36 call=37 chain=38 expr=221 layout=42 list=43 method=44 neg=45 parens=46 product=47 scaled_basis=50 static_int=52 sum=53 swizzle=54 tiler=55 tuple=56 unary=57
$END=-17 COMMA=200 SEMICOLON=-17 _NL=-17
MORETHAN=222 __ANON_2=103 __ANON_3=104
$END=-111 COLON=-111 COMMA=-111 DOT=-111 LPAR=-111 MINUS=-111 MORETHAN=-111 O=-111 PERCENT=-111 PLUS=-111 RBRACE=-111 RING=-111 RPAR=-111 RSQB=-111 SEMICOLON=-111 SLASH=-111 STAR=-111 _NL=-111 __ANON_2=-111 __ANON_3=-111
"""


class _States(dict[int, dict[str, int]]):
    """The states' actions, each state's line read when the state is first asked for."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self._rows = text.split("\n")  # (a state without actions is an empty line)

    def __missing__(self, state: int) -> dict[str, int]:
        actions = {}
        for item in self._rows[state].split():
            symbol, _, action = item.partition("=")
            actions[symbol] = int(action)
        self[state] = actions
        return actions


STATES = _States(_STATES_TEXT)
