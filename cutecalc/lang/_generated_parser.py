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

GRAMMAR_SHA256 = '61ba9ac82a04069a33e7a916ff56e37f5a2d9897b5990191d9048fd1a13a9c49'
REGEX_FLAGS = 0
START_STATE = 0
END_STATE = 58

TERMINALS = (
    ('INT', 're', '0[xX][0-9a-fA-F]+|[0-9]+', '0[xX][0-9a-fA-F]+|[0-9]+', 0, 18446744073709551616),
    ('FLOAT', 're', '[0-9]+\\.[0-9]*([eE][-+]?[0-9]+)?[fF]?|[0-9]+[eE][-+]?[0-9]+[fF]?', '[0-9]+\\.[0-9]*([eE][-+]?[0-9]+)?[fF]?|[0-9]+[eE][-+]?[0-9]+[fF]?', 2, 18446744073709551616),
    ('STATIC_INT', 're', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', 0, 18446744073709551616),
    ('UNDERSCORE', 're', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', 0, 7),
    ('NAME', 're', '(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', '(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', 0, 18446744073709551616),
    ('STRING', 're', '"([^"\\\\\n]|\\\\.)*"', '"([^"\\\\\n]|\\\\.)*"', 0, 18446744073709551616),
    ('ARITH_ORIGIN', 're', 'ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_])', 'ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_])', 2, 18446744073709551616),
    ('POINTER', 're', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', 2, 18446744073709551616),
    ('CAST', 're', '\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>', '\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>', 2, 18446744073709551616),
    ('INT_CAST', 're', '\\((const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*\\)|static_cast\\s*<\\s*(const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*>', '\\((const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*\\)|static_cast\\s*<\\s*(const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*>', 2, 18446744073709551616),
    ('PTR_TYPE', 're', '[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=])', '[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=])', 2, 18446744073709551616),
    ('SCOPED', 're', '::[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*', '::[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*', 0, 18446744073709551616),
    ('TYPENAME', 're', 'typename(?=\\s)', 'typename(?=\\s)', 3, 8),
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
    ('AMPERSAND', 'str', '&', '\\&', 0, 1),
    ('LSQB', 'str', '[', '\\[', 0, 1),
    ('RSQB', 'str', ']', '\\]', 0, 1),
    ('AUTO', 'str', 'auto', 'auto', 0, 4),
    ('CONST', 'str', 'const', 'const', 0, 5),
    ('CONSTEXPR', 'str', 'constexpr', 'constexpr', 0, 9),
    ('STATIC', 'str', 'static', 'static', 0, 6),
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
    ('__ANON_2', 'str', '||', '\\|\\|', 0, 2),
    ('OR', 'str', 'or', 'or', 0, 2),
    ('AND', 'str', 'and', 'and', 0, 3),
    ('__ANON_3', 'str', '==', '==', 0, 2),
    ('__ANON_4', 'str', '!=', '!=', 0, 2),
    ('__ANON_5', 'str', '<=', '<=', 0, 2),
    ('__ANON_6', 'str', '>=', '>=', 0, 2),
    ('O', 'str', 'o', 'o', 0, 1),
    ('PLUS', 'str', '+', '\\+', 0, 1),
    ('MINUS', 'str', '-', '\\-', 0, 1),
    ('STAR', 'str', '*', '\\*', 0, 1),
    ('SLASH', 'str', '/', '/', 0, 1),
    ('PERCENT', 'str', '%', '%', 0, 1),
    ('BANG', 'str', '!', '!', 0, 1),
    ('NOT', 'str', 'not', 'not', 0, 3),
    ('DOT', 'str', '.', '\\.', 0, 1),
    ('LBRACE', 'str', '{', '\\{', 0, 1),
    ('RBRACE', 'str', '}', '\\}', 0, 1),
    ('LPAR', 'str', '(', '\\(', 0, 1),
    ('RPAR', 'str', ')', '\\)', 0, 1),
    ('LESSTHAN', 'str', '<', '<', 0, 1),
    ('MORETHAN', 'str', '>', '>', 0, 1),
    ('SW', 'str', 'Sw', 'Sw', 0, 2),
)

IGNORE = ('WS', 'TYPENAME', 'COMMENT', 'CPP_COMMENT', 'C_COMMENT', 'DOCSTRING')

LEXER_PATTERN = '(?P<TYPENAME>typename(?=\\s))|(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<INT_CAST>\\((const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*\\)|static_cast\\s*<\\s*(const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*>)|(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<FLOAT>[0-9]+\\.[0-9]*([eE][-+]?[0-9]+)?[fF]?|[0-9]+[eE][-+]?[0-9]+[fF]?)|(?P<ARITH_ORIGIN>ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_]))|(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)|(?P<SCOPED>::[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*)|(?P<STATIC_INT>(cute::)?_-?[0-9]+(?![A-Za-z0-9_]))|(?P<INT>0[xX][0-9a-fA-F]+|[0-9]+)|(?P<STRING>"([^"\\\\\n]|\\\\.)*")|(?P<C_COMMENT>\\/\\*(.|\n)*?\\*\\/)|(?P<CPP_COMMENT>\\/\\/[^\n]*)|(?P<WS>[ \t\x0c\r]+)|(?P<COMMENT>#[^\n]*)|(?P<UNDERSCORE>(cute::)?_(?![A-Za-z0-9_]|-[0-9]))|(?P<__ANON_0>\\&\\&)|(?P<__ANON_1>\\->)|(?P<__ANON_2>\\|\\|)|(?P<__ANON_3>==)|(?P<__ANON_4>!=)|(?P<__ANON_5><=)|(?P<__ANON_6>>=)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])|(?P<_NL>\n)'
LEXER_KEYWORDS = {'NAME': {'constexpr': 'CONSTEXPR', 'namespace': 'NAMESPACE', 'import': 'IMPORT', 'return': 'RETURN', 'static': 'STATIC', 'const': 'CONST', 'using': 'USING', 'auto': 'AUTO', 'from': 'FROM', 'pass': 'PASS', 'and': 'AND', 'def': 'DEF', 'not': 'NOT', 'as': 'AS', 'or': 'OR', 'Sw': 'SW', 'o': 'O'}}
LEXER_CHARS = {'&': 'AMPERSAND', '@': 'AT', '!': 'BANG', ':': 'COLON', ',': 'COMMA', '.': 'DOT', '=': 'EQUAL', '{': 'LBRACE', '<': 'LESSTHAN', '(': 'LPAR', '[': 'LSQB', '-': 'MINUS', '>': 'MORETHAN', '%': 'PERCENT', '+': 'PLUS', '}': 'RBRACE', '∘': 'RING', ')': 'RPAR', ']': 'RSQB', ';': 'SEMICOLON', '/': 'SLASH', '*': 'STAR'}
LEXER_NEWLINE = '_NL'
LEXER_DISPATCH = (
    ('\t\x0c\r ', '(?P<WS>[ \t\x0c\r]+)'),
    ('\n', '(?P<_NL>\n)'),
    ('!', '(?P<__ANON_4>!=)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('"', '(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')|(?P<STRING>"([^"\\\\\n]|\\\\.)*")'),
    ('#', '(?P<COMMENT>#[^\n]*)'),
    ('%)*+,.;@[]{}∘', '(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('&', '(?P<__ANON_0>\\&\\&)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ("'", '(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')'),
    ('(', '(?P<INT_CAST>\\((const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*\\)|static_cast\\s*<\\s*(const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*>)|(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('-', '(?P<__ANON_1>\\->)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('/', '(?P<C_COMMENT>\\/\\*(.|\n)*?\\*\\/)|(?P<CPP_COMMENT>\\/\\/[^\n]*)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('0123456789', '(?P<FLOAT>[0-9]+\\.[0-9]*([eE][-+]?[0-9]+)?[fF]?|[0-9]+[eE][-+]?[0-9]+[fF]?)|(?P<INT>0[xX][0-9a-fA-F]+|[0-9]+)'),
    (':', '(?P<SCOPED>::[A-Za-z_][A-Za-z0-9_]*(::[A-Za-z_][A-Za-z0-9_]*)*)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('<', '(?P<__ANON_5><=)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('=', '(?P<__ANON_3>==)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('>', '(?P<__ANON_6>>=)|(?P<_CHAR>[\\&@!:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('A', '(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<ARITH_ORIGIN>ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('BCDEFGHIJKLMNOPQRTUVWXYZabdefhijklmnoquvwxyz', '(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('Sgp', '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('_c', '(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)|(?P<STATIC_INT>(cute::)?_-?[0-9]+(?![A-Za-z0-9_]))|(?P<UNDERSCORE>(cute::)?_(?![A-Za-z0-9_]|-[0-9]))'),
    ('r', '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('s', '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<INT_CAST>\\((const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*\\)|static_cast\\s*<\\s*(const\\s+)?(bool|char|short|int|unsigned|long|size_t|u?int(8|16|32|64)_t)\\s*>)|(?P<CAST>\\((const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*\\)|(static_cast|reinterpret_cast)\\s*<\\s*(const\\s+)?[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*\\s*>)|(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('t', '(?P<TYPENAME>typename(?=\\s))|(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<PTR_TYPE>[A-Za-z_][A-Za-z0-9_:]*(\\s+const)?\\s*\\*(?=\\s*[A-Za-z_][A-Za-z0-9_]*\\s*=[^=]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('|', '(?P<__ANON_2>\\|\\|)'),
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
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'expr_stmt', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 3, 'using_namespace', False, None, 0),
    ('assign', 5, 'assign', False, ((0, True, 0), (1, True, 0), (2, False, 0), (3, False, 0), (4, False, 0)), 0),
    ('assign', 4, 'assign', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0)), 0),
    ('assign', 4, 'assign', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0)), 0),
    ('assign', 3, 'assign', False, None, 0),
    ('assign', 4, 'type_alias', False, None, 0),
    ('declaration', 6, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0), (4, False, 0), (5, True, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0), (4, False, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0), (4, True, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, True, 0), (1, False, 0), (2, True, 0), (3, False, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0), (4, True, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, True, 0)), 0),
    ('declaration', 3, 'declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
    ('declaration', 5, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0), (3, False, 0), (4, True, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0), (3, False, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0), (3, True, 0)), 0),
    ('declaration', 3, 'declaration', False, ((0, False, 0), (1, True, 0), (2, False, 0)), 0),
    ('declaration', 4, 'declaration', False, ((0, False, 0), (1, False, 0), (2, False, 0), (3, True, 0)), 0),
    ('declaration', 3, 'declaration', False, None, 0),
    ('declaration', 3, 'declaration', False, ((0, False, 0), (1, False, 0), (2, True, 0)), 0),
    ('declaration', 2, 'declaration', False, None, 0),
    ('pointer_declaration', 5, 'pointer_declaration', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0), (4, False, 0)), 0),
    ('pointer_declaration', 4, 'pointer_declaration', False, None, 0),
    ('binding', 8, 'binding', False, ((0, True, 0), (1, True, 0), (2, False, 0), (3, False, 0), (4, True, 0), (5, False, 0), (6, False, 0), (7, False, 0)), 0),
    ('binding', 7, 'binding', False, ((0, True, 0), (1, True, 0), (2, False, 0), (3, False, 0), (4, False, 0), (5, False, 0), (6, False, 0)), 0),
    ('binding', 7, 'binding', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, True, 0), (4, False, 0), (5, False, 0), (6, False, 0)), 0),
    ('binding', 6, 'binding', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0), (4, False, 0), (5, False, 0)), 0),
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
    ('expr', 3, 'logical_or', False, None, 0),
    ('expr', 3, 'logical_or', False, None, 0),
    ('conjunction', 1, 'conjunction', True, None, 0),
    ('conjunction', 3, 'logical_and', False, None, 0),
    ('conjunction', 3, 'logical_and', False, None, 0),
    ('equality', 1, 'equality', True, None, 0),
    ('equality', 3, 'equal', False, None, 0),
    ('equality', 3, 'not_equal', False, None, 0),
    ('relation', 1, 'relation', True, None, 0),
    ('relation', 3, 'less_equal', False, None, 0),
    ('relation', 3, 'greater_equal', False, None, 0),
    ('relation', 3, 'less', False, None, 0),
    ('relation', 3, 'greater', False, None, 0),
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
    ('unary', 3, 'template_member', False, None, 0),
    ('unary', 4, 'call_member', False, None, 0),
    ('unary', 3, 'call_member', False, None, 0),
    ('unary', 1, 'name', False, None, 0),
    ('unary', 1, 'unary', True, None, 0),
    ('unary', 1, 'unary', True, None, 0),
    ('unary', 2, 'logical_not', False, None, 0),
    ('unary', 2, 'logical_not', False, None, 0),
    ('unary', 2, 'cast', False, None, 0),
    ('unary', 2, 'cast', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('attribute', 3, 'attribute', False, None, 0),
    ('attribute', 3, 'attribute', False, None, 0),
    ('attribute', 3, 'attribute', False, None, 0),
    ('neg', 2, 'neg', False, None, 0),
    ('applicable', 1, 'int', False, None, 0),
    ('applicable', 1, 'float', False, None, 0),
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
    ('__binding_star_3', 2, '__binding_star_3', False, None, 0),
    ('__binding_star_3', 3, '__binding_star_3', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
    ('__scaled_basis_plus_4', 2, '__scaled_basis_plus_4', False, None, 0),
    ('__scaled_basis_plus_4', 3, '__scaled_basis_plus_4', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
)

_STATES_TEXT = """\
$END=-4 AMPERSAND=1 ARITH_ORIGIN=2 AT=3 AUTO=4 BANG=5 CAST=6 CONST=7 CONSTEXPR=8 DEF=9 FLOAT=10 FROM=11 IMPORT=12 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=19 NOT=20 PASS=21 POINTER=22 PTR_TYPE=23 RETURN=24 SCOPED=25 SEMICOLON=26 STATIC=27 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 USING=32 _NL=33 __ANON_0=34 __assign_star_1=35 __program_star_0=36 _qualifier=37 _ref=38 _sep=39 applicable=40 assign=41 attribute=42 binding=43 call=44 chain=45 conjunction=46 ctype=47 declaration=48 equality=49 expr=50 layout=51 list=52 method=53 neg=54 parens=55 pointer_declaration=56 product=57 program=58 python_line=59 relation=60 scaled_basis=61 statement=62 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
LSQB=-49 NAME=-49
$END=-123 AND=-123 COLON=-123 COMMA=-123 DOT=-123 GREATER=-123 LESS=-123 LPAR=-123 MINUS=-123 MORETHAN=-123 O=-123 OR=-123 PERCENT=-123 PLUS=-123 RBRACE=-123 RING=-123 RPAR=-123 RSQB=-123 SEMICOLON=-123 SLASH=-123 STAR=-123 _NL=-123 __ANON_0=-123 __ANON_2=-123 __ANON_3=-123 __ANON_4=-123 __ANON_5=-123 __ANON_6=-123
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=70 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
AMPERSAND=-45 AUTO=-45 CONST=-45 CONSTEXPR=-45 LSQB=-45 NAME=-45 PTR_TYPE=-45 STATIC=-45 __ANON_0=-45
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=71
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=72
AMPERSAND=-46 AUTO=-46 CONST=-46 CONSTEXPR=-46 LSQB=-46 NAME=-46 PTR_TYPE=-46 STATIC=-46 __ANON_0=-46
AMPERSAND=-47 AUTO=-47 CONST=-47 CONSTEXPR=-47 LSQB=-47 NAME=-47 PTR_TYPE=-47 STATIC=-47 __ANON_0=-47
NAME=73
$END=-110 AND=-110 COLON=-110 COMMA=-110 DOT=-110 GREATER=-110 LESS=-110 LPAR=-110 MINUS=-110 MORETHAN=-110 O=-110 OR=-110 PERCENT=-110 PLUS=-110 RBRACE=-110 RING=-110 RPAR=-110 RSQB=-110 SEMICOLON=-110 SLASH=-110 STAR=-110 _NL=-110 __ANON_0=-110 __ANON_2=-110 __ANON_3=-110 __ANON_4=-110 __ANON_5=-110 __ANON_6=-110
NAME=74
NAME=75
$END=-109 AND=-109 AT=76 COLON=-109 COMMA=-109 DOT=-109 GREATER=-109 LESS=-109 LPAR=-109 MINUS=-109 MORETHAN=-109 O=-109 OR=-109 PERCENT=-109 PLUS=-109 RBRACE=-109 RING=-109 RPAR=-109 RSQB=-109 SEMICOLON=-109 SLASH=-109 STAR=-109 _NL=-109 __ANON_0=-109 __ANON_2=-109 __ANON_3=-109 __ANON_4=-109 __ANON_5=-109 __ANON_6=-109 __scaled_basis_plus_4=77
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=78
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=79 items=80 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 RPAR=81 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=82 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 RSQB=83 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=79 items=84 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=85
$END=-90 AMPERSAND=-52 AND=-90 AUTO=-52 COLON=-90 CONST=-52 CONSTEXPR=-52 DOT=86 EQUAL=87 GREATER=-90 LBRACE=88 LESS=-90 LESSTHAN=89 LPAR=90 MINUS=-90 NAME=-52 O=-90 OR=-90 PERCENT=-90 PLUS=-90 RING=-90 SEMICOLON=-90 SLASH=-90 STAR=-90 STATIC=-52 _NL=-90 __ANON_0=-90 __ANON_2=-90 __ANON_3=-90 __ANON_4=-90 __ANON_5=-90 __ANON_6=-90 brace_args=91 call_args=92 template_args=93
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=94
$END=-62 SEMICOLON=-62 _NL=-62
$END=-122 AND=-122 COLON=-122 COMMA=-122 DOT=-122 GREATER=-122 LESS=-122 LPAR=-122 MINUS=-122 MORETHAN=-122 O=-122 OR=-122 PERCENT=-122 PLUS=-122 RBRACE=-122 RING=-122 RPAR=-122 RSQB=-122 SEMICOLON=-122 SLASH=-122 STAR=-122 _NL=-122 __ANON_0=-122 __ANON_2=-122 __ANON_3=-122 __ANON_4=-122 __ANON_5=-122 __ANON_6=-122
NAME=95
$END=-61 ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 SEMICOLON=-61 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 _NL=-61 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=96 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-95 AND=-95 COLON=-95 COMMA=-95 GREATER=-95 LESS=-95 LESSTHAN=89 LPAR=90 MINUS=-95 MORETHAN=-95 O=-95 OR=-95 PERCENT=-95 PLUS=-95 RBRACE=-95 RING=-95 RPAR=-95 RSQB=-95 SEMICOLON=-95 SLASH=-95 STAR=-95 _NL=-95 __ANON_0=-95 __ANON_2=-95 __ANON_3=-95 __ANON_4=-95 __ANON_5=-95 __ANON_6=-95 call_args=97 template_args=98
$END=-6 AMPERSAND=-6 ARITH_ORIGIN=-6 AT=-6 AUTO=-6 BANG=-6 CAST=-6 CONST=-6 CONSTEXPR=-6 DEF=-6 FLOAT=-6 FROM=-6 IMPORT=-6 INT=-6 INT_CAST=-6 LESSTHAN=-6 LPAR=-6 LSQB=-6 MINUS=-6 NAME=-6 NOT=-6 PASS=-6 POINTER=-6 PTR_TYPE=-6 RETURN=-6 SCOPED=-6 SEMICOLON=-6 STATIC=-6 STATIC_INT=-6 STRING=-6 SW=-6 UNDERSCORE=-6 USING=-6 _NL=-6 __ANON_0=-6
AMPERSAND=-48 AUTO=-48 CONST=-48 CONSTEXPR=-48 LSQB=-48 NAME=-48 PTR_TYPE=-48 STATIC=-48 __ANON_0=-48
$END=-126 AND=-126 AT=76 COLON=-126 COMMA=-126 DOT=-126 GREATER=-126 LBRACE=99 LESS=-126 LPAR=-126 MINUS=-126 MORETHAN=-126 O=-126 OR=-126 PERCENT=-126 PLUS=-126 RBRACE=-126 RING=-126 RPAR=-126 RSQB=-126 SEMICOLON=-126 SLASH=-126 STAR=-126 _NL=-126 __ANON_0=-126 __ANON_2=-126 __ANON_3=-126 __ANON_4=-126 __ANON_5=-126 __ANON_6=-126 __scaled_basis_plus_4=100
$END=-121 AND=-121 COLON=-121 COMMA=-121 DOT=-121 GREATER=-121 LESS=-121 LPAR=-121 MINUS=-121 MORETHAN=-121 O=-121 OR=-121 PERCENT=-121 PLUS=-121 RBRACE=-121 RING=-121 RPAR=-121 RSQB=-121 SEMICOLON=-121 SLASH=-121 STAR=-121 _NL=-121 __ANON_0=-121 __ANON_2=-121 __ANON_3=-121 __ANON_4=-121 __ANON_5=-121 __ANON_6=-121
LESSTHAN=101
$END=-114 AND=-114 COLON=-114 COMMA=-114 DOT=-114 GREATER=-114 LESS=-114 LPAR=-114 MINUS=-114 MORETHAN=-114 O=-114 OR=-114 PERCENT=-114 PLUS=-114 RBRACE=-114 RING=-114 RPAR=-114 RSQB=-114 SEMICOLON=-114 SLASH=-114 STAR=-114 _NL=-114 __ANON_0=-114 __ANON_2=-114 __ANON_3=-114 __ANON_4=-114 __ANON_5=-114 __ANON_6=-114
NAME=102 NAMESPACE=103
$END=-5 AMPERSAND=-5 ARITH_ORIGIN=-5 AT=-5 AUTO=-5 BANG=-5 CAST=-5 CONST=-5 CONSTEXPR=-5 DEF=-5 FLOAT=-5 FROM=-5 IMPORT=-5 INT=-5 INT_CAST=-5 LESSTHAN=-5 LPAR=-5 LSQB=-5 MINUS=-5 NAME=-5 NOT=-5 PASS=-5 POINTER=-5 PTR_TYPE=-5 RETURN=-5 SCOPED=-5 SEMICOLON=-5 STATIC=-5 STATIC_INT=-5 STRING=-5 SW=-5 UNDERSCORE=-5 USING=-5 _NL=-5 __ANON_0=-5
LSQB=-50 NAME=-50
AMPERSAND=1 AUTO=4 CONST=7 CONSTEXPR=8 LSQB=104 NAME=105 PTR_TYPE=106 STATIC=27 __ANON_0=34 _qualifier=107 _ref=108 ctype=109
$END=-3 SEMICOLON=26 _NL=33 _sep=110
AMPERSAND=-163 AUTO=-163 CONST=-163 CONSTEXPR=-163 LSQB=-163 NAME=-163 PTR_TYPE=-163 STATIC=-163 __ANON_0=-163
NAME=111
$END=-160 AMPERSAND=1 ARITH_ORIGIN=2 AT=3 AUTO=4 BANG=5 CAST=6 CONST=7 CONSTEXPR=8 DEF=9 FLOAT=10 FROM=11 IMPORT=12 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=19 NOT=20 PASS=21 POINTER=22 PTR_TYPE=23 RETURN=24 SCOPED=25 SEMICOLON=-160 STATIC=27 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 USING=32 _NL=-160 __ANON_0=34 __assign_star_1=35 _qualifier=37 _ref=38 applicable=40 assign=41 attribute=42 binding=43 call=44 chain=45 conjunction=46 ctype=47 declaration=48 equality=49 expr=50 layout=51 list=52 method=53 neg=54 parens=55 pointer_declaration=56 product=57 python_line=59 relation=60 scaled_basis=61 statement=112 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-89 AND=-89 COLON=-89 COMMA=-89 DOT=113 GREATER=-89 LESS=-89 LPAR=90 MINUS=-89 MORETHAN=-89 O=-89 OR=-89 PERCENT=-89 PLUS=-89 RBRACE=-89 RING=-89 RPAR=-89 RSQB=-89 SEMICOLON=-89 SLASH=-89 STAR=-89 _NL=-89 __ANON_0=-89 __ANON_2=-89 __ANON_3=-89 __ANON_4=-89 __ANON_5=-89 __ANON_6=-89 call_args=114
$END=-7 SEMICOLON=-7 _NL=-7
$END=-96 AND=-96 COLON=-96 COMMA=-96 DOT=115 GREATER=-96 LESS=-96 MINUS=-96 MORETHAN=-96 O=-96 OR=-96 PERCENT=-96 PLUS=-96 RBRACE=-96 RING=-96 RPAR=-96 RSQB=-96 SEMICOLON=-96 SLASH=-96 STAR=-96 _NL=-96 __ANON_0=-96 __ANON_2=-96 __ANON_3=-96 __ANON_4=-96 __ANON_5=-96 __ANON_6=-96
$END=-10 SEMICOLON=-10 _NL=-10
$END=-120 AND=-120 COLON=-120 COMMA=-120 DOT=-120 GREATER=-120 LESS=-120 LPAR=-120 MINUS=-120 MORETHAN=-120 O=-120 OR=-120 PERCENT=-120 PLUS=-120 RBRACE=-120 RING=-120 RPAR=-120 RSQB=-120 SEMICOLON=-120 SLASH=-120 STAR=-120 _NL=-120 __ANON_0=-120 __ANON_2=-120 __ANON_3=-120 __ANON_4=-120 __ANON_5=-120 __ANON_6=-120
$END=-72 AND=-72 COMMA=-72 GREATER=-72 LESS=-72 MORETHAN=-72 O=116 OR=-72 RBRACE=-72 RING=117 RPAR=-72 RSQB=-72 SEMICOLON=-72 _NL=-72 __ANON_0=-72 __ANON_2=-72 __ANON_3=-72 __ANON_4=-72 __ANON_5=-72 __ANON_6=-72
$END=-63 AND=118 COMMA=-63 MORETHAN=-63 OR=-63 RBRACE=-63 RPAR=-63 RSQB=-63 SEMICOLON=-63 _NL=-63 __ANON_0=119 __ANON_2=-63
AMPERSAND=120 AUTO=4 CONST=7 CONSTEXPR=8 NAME=121 STATIC=27 __assign_star_1=122 _qualifier=37 declarator=123
$END=-8 SEMICOLON=-8 _NL=-8
$END=-66 AND=-66 COMMA=-66 MORETHAN=-66 OR=-66 RBRACE=-66 RPAR=-66 RSQB=-66 SEMICOLON=-66 _NL=-66 __ANON_0=-66 __ANON_2=-66 __ANON_3=124 __ANON_4=125
$END=-11 OR=126 SEMICOLON=-11 _NL=-11 __ANON_2=127
$END=-77 AND=-77 COMMA=-77 GREATER=-77 LESS=-77 MORETHAN=-77 O=-77 OR=-77 RBRACE=-77 RING=-77 RPAR=-77 RSQB=-77 SEMICOLON=-77 _NL=-77 __ANON_0=-77 __ANON_2=-77 __ANON_3=-77 __ANON_4=-77 __ANON_5=-77 __ANON_6=-77
$END=-118 AND=-118 COLON=-118 COMMA=-118 DOT=-118 GREATER=-118 LESS=-118 LPAR=-118 MINUS=-118 MORETHAN=-118 O=-118 OR=-118 PERCENT=-118 PLUS=-118 RBRACE=-118 RING=-118 RPAR=-118 RSQB=-118 SEMICOLON=-118 SLASH=-118 STAR=-118 _NL=-118 __ANON_0=-118 __ANON_2=-118 __ANON_3=-118 __ANON_4=-118 __ANON_5=-118 __ANON_6=-118
$END=-111 AND=-111 COLON=-111 COMMA=-111 DOT=-111 GREATER=-111 LESS=-111 LPAR=-111 MINUS=-111 MORETHAN=-111 O=-111 OR=-111 PERCENT=-111 PLUS=-111 RBRACE=-111 RING=-111 RPAR=-111 RSQB=-111 SEMICOLON=-111 SLASH=-111 STAR=-111 _NL=-111 __ANON_0=-111 __ANON_2=-111 __ANON_3=-111 __ANON_4=-111 __ANON_5=-111 __ANON_6=-111
$END=-97 AND=-97 COLON=-97 COMMA=-97 GREATER=-97 LESS=-97 MINUS=-97 MORETHAN=-97 O=-97 OR=-97 PERCENT=-97 PLUS=-97 RBRACE=-97 RING=-97 RPAR=-97 RSQB=-97 SEMICOLON=-97 SLASH=-97 STAR=-97 _NL=-97 __ANON_0=-97 __ANON_2=-97 __ANON_3=-97 __ANON_4=-97 __ANON_5=-97 __ANON_6=-97
$END=-115 AND=-115 COLON=-115 COMMA=-115 DOT=-115 GREATER=-115 LESS=-115 LPAR=-115 MINUS=-115 MORETHAN=-115 O=-115 OR=-115 PERCENT=-115 PLUS=-115 RBRACE=-115 RING=-115 RPAR=-115 RSQB=-115 SEMICOLON=-115 SLASH=-115 STAR=-115 _NL=-115 __ANON_0=-115 __ANON_2=-115 __ANON_3=-115 __ANON_4=-115 __ANON_5=-115 __ANON_6=-115
$END=-9 SEMICOLON=-9 _NL=-9
$END=-82 AND=-82 COLON=-82 COMMA=-82 GREATER=-82 LESS=-82 MINUS=-82 MORETHAN=-82 O=-82 OR=-82 PERCENT=128 PLUS=-82 RBRACE=-82 RING=-82 RPAR=-82 RSQB=-82 SEMICOLON=-82 SLASH=129 STAR=130 _NL=-82 __ANON_0=-82 __ANON_2=-82 __ANON_3=-82 __ANON_4=-82 __ANON_5=-82 __ANON_6=-82

$END=-12 SEMICOLON=-12 _NL=-12
$END=-69 AND=-69 COMMA=-69 GREATER=131 LESS=132 MORETHAN=-69 OR=-69 RBRACE=-69 RPAR=-69 RSQB=-69 SEMICOLON=-69 _NL=-69 __ANON_0=-69 __ANON_2=-69 __ANON_3=-69 __ANON_4=-69 __ANON_5=133 __ANON_6=134
$END=-113 AND=-113 COLON=-113 COMMA=-113 DOT=-113 GREATER=-113 LESS=-113 LPAR=-113 MINUS=-113 MORETHAN=-113 O=-113 OR=-113 PERCENT=-113 PLUS=-113 RBRACE=-113 RING=-113 RPAR=-113 RSQB=-113 SEMICOLON=-113 SLASH=-113 STAR=-113 _NL=-113 __ANON_0=-113 __ANON_2=-113 __ANON_3=-113 __ANON_4=-113 __ANON_5=-113 __ANON_6=-113
$END=-2 SEMICOLON=26 _NL=33 __program_star_0=135 _sep=39
$END=-112 AND=-112 COLON=-112 COMMA=-112 DOT=-112 GREATER=-112 LESS=-112 LPAR=-112 MINUS=-112 MORETHAN=-112 O=-112 OR=-112 PERCENT=-112 PLUS=-112 RBRACE=-112 RING=-112 RPAR=-112 RSQB=-112 SEMICOLON=-112 SLASH=-112 STAR=-112 _NL=-112 __ANON_0=-112 __ANON_2=-112 __ANON_3=-112 __ANON_4=-112 __ANON_5=-112 __ANON_6=-112
$END=-80 AND=-80 COLON=136 COMMA=-80 GREATER=-80 LESS=-80 MINUS=137 MORETHAN=-80 O=-80 OR=-80 PLUS=138 RBRACE=-80 RING=-80 RPAR=-80 RSQB=-80 SEMICOLON=-80 _NL=-80 __ANON_0=-80 __ANON_2=-80 __ANON_3=-80 __ANON_4=-80 __ANON_5=-80 __ANON_6=-80
$END=-119 AND=-119 COLON=-119 COMMA=-119 DOT=-119 GREATER=-119 LESS=-119 LPAR=-119 MINUS=-119 MORETHAN=-119 O=-119 OR=-119 PERCENT=-119 PLUS=-119 RBRACE=-119 RING=-119 RPAR=-119 RSQB=-119 SEMICOLON=-119 SLASH=-119 STAR=-119 _NL=-119 __ANON_0=-119 __ANON_2=-119 __ANON_3=-119 __ANON_4=-119 __ANON_5=-119 __ANON_6=-119
$END=-117 AND=-117 COLON=-117 COMMA=-117 DOT=-117 GREATER=-117 LESS=-117 LPAR=-117 MINUS=-117 MORETHAN=-117 O=-117 OR=-117 PERCENT=-117 PLUS=-117 RBRACE=-117 RING=-117 RPAR=-117 RSQB=-117 SEMICOLON=-117 SLASH=-117 STAR=-117 _NL=-117 __ANON_0=-117 __ANON_2=-117 __ANON_3=-117 __ANON_4=-117 __ANON_5=-117 __ANON_6=-117
$END=-116 AND=-116 COLON=-116 COMMA=-116 DOT=-116 GREATER=-116 LESS=-116 LPAR=-116 MINUS=-116 MORETHAN=-116 O=-116 OR=-116 PERCENT=-116 PLUS=-116 RBRACE=-116 RING=-116 RPAR=-116 RSQB=-116 SEMICOLON=-116 SLASH=-116 STAR=-116 _NL=-116 __ANON_0=-116 __ANON_2=-116 __ANON_3=-116 __ANON_4=-116 __ANON_5=-116 __ANON_6=-116
$END=-85 AND=-85 COLON=-85 COMMA=-85 GREATER=-85 LESS=-85 MINUS=-85 MORETHAN=-85 O=-85 OR=-85 PERCENT=-85 PLUS=-85 RBRACE=-85 RING=-85 RPAR=-85 RSQB=-85 SEMICOLON=-85 SLASH=-85 STAR=-85 _NL=-85 __ANON_0=-85 __ANON_2=-85 __ANON_3=-85 __ANON_4=-85 __ANON_5=-85 __ANON_6=-85
$END=-90 AND=-90 COLON=-90 COMMA=-90 DOT=86 GREATER=-90 LBRACE=88 LESS=-90 LESSTHAN=89 LPAR=90 MINUS=-90 MORETHAN=-90 O=-90 OR=-90 PERCENT=-90 PLUS=-90 RBRACE=-90 RING=-90 RPAR=-90 RSQB=-90 SEMICOLON=-90 SLASH=-90 STAR=-90 _NL=-90 __ANON_0=-90 __ANON_2=-90 __ANON_3=-90 __ANON_4=-90 __ANON_5=-90 __ANON_6=-90 brace_args=91 call_args=92 template_args=139
$END=-57 OR=126 SEMICOLON=-57 _NL=-57 __ANON_2=127
$END=-98 AND=-98 COLON=-98 COMMA=-98 GREATER=-98 LESS=-98 MINUS=-98 MORETHAN=-98 O=-98 OR=-98 PERCENT=-98 PLUS=-98 RBRACE=-98 RING=-98 RPAR=-98 RSQB=-98 SEMICOLON=-98 SLASH=-98 STAR=-98 _NL=-98 __ANON_0=-98 __ANON_2=-98 __ANON_3=-98 __ANON_4=-98 __ANON_5=-98 __ANON_6=-98
$END=-100 AND=-100 COLON=-100 COMMA=-100 GREATER=-100 LESS=-100 MINUS=-100 MORETHAN=-100 O=-100 OR=-100 PERCENT=-100 PLUS=-100 RBRACE=-100 RING=-100 RPAR=-100 RSQB=-100 SEMICOLON=-100 SLASH=-100 STAR=-100 _NL=-100 __ANON_0=-100 __ANON_2=-100 __ANON_3=-100 __ANON_4=-100 __ANON_5=-100 __ANON_6=-100
LPAR=90 call_args=140
IMPORT=141
$END=-54 AS=142 SEMICOLON=-54 _NL=-54
INT=143
$END=-127 AND=-127 AT=144 COLON=-127 COMMA=-127 DOT=-127 GREATER=-127 LESS=-127 LPAR=-127 MINUS=-127 MORETHAN=-127 O=-127 OR=-127 PERCENT=-127 PLUS=-127 RBRACE=-127 RING=-127 RPAR=-127 RSQB=-127 SEMICOLON=-127 SLASH=-127 STAR=-127 _NL=-127 __ANON_0=-127 __ANON_2=-127 __ANON_3=-127 __ANON_4=-127 __ANON_5=-127 __ANON_6=-127
$END=-101 AND=-101 COLON=-101 COMMA=-101 GREATER=-101 LESS=-101 MINUS=-101 MORETHAN=-101 O=-101 OR=-101 PERCENT=-101 PLUS=-101 RBRACE=-101 RING=-101 RPAR=-101 RSQB=-101 SEMICOLON=-101 SLASH=-101 STAR=-101 _NL=-101 __ANON_0=-101 __ANON_2=-101 __ANON_3=-101 __ANON_4=-101 __ANON_5=-101 __ANON_6=-101
COMMA=-152 MORETHAN=-152 OR=126 RBRACE=-152 RPAR=-152 RSQB=-152 __ANON_2=127
COMMA=145 MORETHAN=146
$END=-130 AND=-130 COLON=-130 COMMA=-130 DOT=-130 GREATER=-130 LESS=-130 LPAR=-130 MINUS=-130 MORETHAN=-130 O=-130 OR=-130 PERCENT=-130 PLUS=-130 RBRACE=-130 RING=-130 RPAR=-130 RSQB=-130 SEMICOLON=-130 SLASH=-130 STAR=-130 _NL=-130 __ANON_0=-130 __ANON_2=-130 __ANON_3=-130 __ANON_4=-130 __ANON_5=-130 __ANON_6=-130
COMMA=147 OR=126 RPAR=148 __ANON_2=127
$END=-134 AND=-134 COLON=-134 COMMA=-134 DOT=-134 GREATER=-134 LESS=-134 LPAR=-134 MINUS=-134 MORETHAN=-134 O=-134 OR=-134 PERCENT=-134 PLUS=-134 RBRACE=-134 RING=-134 RPAR=-134 RSQB=-134 SEMICOLON=-134 SLASH=-134 STAR=-134 _NL=-134 __ANON_0=-134 __ANON_2=-134 __ANON_3=-134 __ANON_4=-134 __ANON_5=-134 __ANON_6=-134
COMMA=149 RSQB=150
$END=-108 AND=-108 COLON=-108 COMMA=-108 GREATER=-108 LESS=-108 MINUS=-108 MORETHAN=-108 O=-108 OR=-108 PERCENT=-108 PLUS=-108 RBRACE=-108 RING=-108 RPAR=-108 RSQB=-108 SEMICOLON=-108 SLASH=-108 STAR=-108 _NL=-108 __ANON_0=-108 __ANON_2=-108 __ANON_3=-108 __ANON_4=-108 __ANON_5=-108 __ANON_6=-108
NAME=151
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=152 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 RBRACE=153 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=79 items=154 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 MORETHAN=155 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=79 items=156 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=157 NOT=20 POINTER=22 RPAR=158 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 call_items=159 chain=45 conjunction=46 equality=49 expr=160 keyword=161 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-142 AND=-142 COLON=-142 COMMA=-142 DOT=-142 GREATER=-142 LESS=-142 LPAR=-142 MINUS=-142 MORETHAN=-142 O=-142 OR=-142 PERCENT=-142 PLUS=-142 RBRACE=-142 RING=-142 RPAR=-142 RSQB=-142 SEMICOLON=-142 SLASH=-142 STAR=-142 _NL=-142 __ANON_0=-142 __ANON_2=-142 __ANON_3=-142 __ANON_4=-142 __ANON_5=-142 __ANON_6=-142
$END=-139 AND=-139 COLON=-139 COMMA=-139 DOT=-139 GREATER=-139 LESS=-139 LPAR=-139 MINUS=-139 MORETHAN=-139 O=-139 OR=-139 PERCENT=-139 PLUS=-139 RBRACE=-139 RING=-139 RPAR=-139 RSQB=-139 SCOPED=162 SEMICOLON=-139 SLASH=-139 STAR=-139 _NL=-139 __ANON_0=-139 __ANON_2=-139 __ANON_3=-139 __ANON_4=-139 __ANON_5=-139 __ANON_6=-139
$END=-91 AMPERSAND=-51 AND=-91 AUTO=-51 COLON=-91 CONST=-51 CONSTEXPR=-51 GREATER=-91 LBRACE=88 LESS=-91 LPAR=90 MINUS=-91 NAME=-51 O=-91 OR=-91 PERCENT=-91 PLUS=-91 RING=-91 SCOPED=163 SEMICOLON=-91 SLASH=-91 STAR=-91 STATIC=-51 _NL=-91 __ANON_0=-91 __ANON_2=-91 __ANON_3=-91 __ANON_4=-91 __ANON_5=-91 __ANON_6=-91 brace_args=164 call_args=165
$END=-99 AND=-99 COLON=-99 COMMA=-99 GREATER=-99 LESS=-99 MINUS=-99 MORETHAN=-99 O=-99 OR=-99 PERCENT=-99 PLUS=-99 RBRACE=-99 RING=-99 RPAR=-99 RSQB=-99 SEMICOLON=-99 SLASH=-99 STAR=-99 _NL=-99 __ANON_0=-99 __ANON_2=-99 __ANON_3=-99 __ANON_4=-99 __ANON_5=-99 __ANON_6=-99
EQUAL=166
$END=-60 OR=126 SEMICOLON=-60 _NL=-60 __ANON_2=127
$END=-144 AND=-144 COLON=-144 COMMA=-144 DOT=-144 GREATER=-144 LESS=-144 LPAR=-144 MINUS=-144 MORETHAN=-144 O=-144 OR=-144 PERCENT=-144 PLUS=-144 RBRACE=-144 RING=-144 RPAR=-144 RSQB=-144 SEMICOLON=-144 SLASH=-144 STAR=-144 _NL=-144 __ANON_0=-144 __ANON_2=-144 __ANON_3=-144 __ANON_4=-144 __ANON_5=-144 __ANON_6=-144
LPAR=90 call_args=167
RBRACE=168
$END=-128 AND=-128 AT=144 COLON=-128 COMMA=-128 DOT=-128 GREATER=-128 LESS=-128 LPAR=-128 MINUS=-128 MORETHAN=-128 O=-128 OR=-128 PERCENT=-128 PLUS=-128 RBRACE=-128 RING=-128 RPAR=-128 RSQB=-128 SEMICOLON=-128 SLASH=-128 STAR=-128 _NL=-128 __ANON_0=-128 __ANON_2=-128 __ANON_3=-128 __ANON_4=-128 __ANON_5=-128 __ANON_6=-128
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=169 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
EQUAL=170
NAME=171
NAME=172
AMPERSAND=-52 AUTO=-52 CONST=-52 CONSTEXPR=-52 EQUAL=173 LESSTHAN=89 NAME=-52 STATIC=-52 template_args=174
NAME=175
AMPERSAND=-164 AUTO=-164 CONST=-164 CONSTEXPR=-164 LSQB=-164 NAME=-164 PTR_TYPE=-164 STATIC=-164 __ANON_0=-164
LSQB=176 NAME=177
AMPERSAND=178 AUTO=4 CONST=7 CONSTEXPR=8 NAME=121 STATIC=27 __assign_star_1=179 _qualifier=37 declarator=180
$END=-162 AMPERSAND=1 ARITH_ORIGIN=2 AT=3 AUTO=4 BANG=5 CAST=6 CONST=7 CONSTEXPR=8 DEF=9 FLOAT=10 FROM=11 IMPORT=12 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=19 NOT=20 PASS=21 POINTER=22 PTR_TYPE=23 RETURN=24 SCOPED=25 SEMICOLON=-162 STATIC=27 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 USING=32 _NL=-162 __ANON_0=34 __assign_star_1=35 _qualifier=37 _ref=38 applicable=40 assign=41 attribute=42 binding=43 call=44 chain=45 conjunction=46 ctype=47 declaration=48 equality=49 expr=50 layout=51 list=52 method=53 neg=54 parens=55 pointer_declaration=56 product=57 python_line=59 relation=60 scaled_basis=61 statement=181 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
EQUAL=182
$END=-159 SEMICOLON=-159 _NL=-159
NAME=183
$END=-124 AND=-124 COLON=-124 COMMA=-124 DOT=-124 GREATER=-124 LESS=-124 LPAR=-124 MINUS=-124 MORETHAN=-124 O=-124 OR=-124 PERCENT=-124 PLUS=-124 RBRACE=-124 RING=-124 RPAR=-124 RSQB=-124 SEMICOLON=-124 SLASH=-124 STAR=-124 _NL=-124 __ANON_0=-124 __ANON_2=-124 __ANON_3=-124 __ANON_4=-124 __ANON_5=-124 __ANON_6=-124
NAME=184
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 layout=185 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 layout=186 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 equality=187 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 equality=188 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
NAME=121 declarator=189
$END=-43 COMMA=-43 EQUAL=190 LBRACE=88 LPAR=90 SEMICOLON=-43 _NL=-43 brace_args=191 call_args=192
AMPERSAND=193 AUTO=4 CONST=7 CONSTEXPR=8 NAME=121 STATIC=27 _qualifier=107 declarator=194
$END=-34 COMMA=195 SEMICOLON=-34 _NL=-34 __declaration_star_2=196
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=197 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=198 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=199 equality=49 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=200 equality=49 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=201
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=202
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=203
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=204 layout=51 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=205 layout=51 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=206 layout=51 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=207 layout=51 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-1 SEMICOLON=26 _NL=33 _sep=110
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 product=57 scaled_basis=61 static_int=63 sum=208 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 product=209 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 list=52 method=53 neg=54 parens=55 product=210 scaled_basis=61 static_int=63 swizzle=65 tiler=66 tuple=67 unary=68
$END=-91 AND=-91 COLON=-91 COMMA=-91 GREATER=-91 LBRACE=88 LESS=-91 LPAR=90 MINUS=-91 MORETHAN=-91 O=-91 OR=-91 PERCENT=-91 PLUS=-91 RBRACE=-91 RING=-91 RPAR=-91 RSQB=-91 SCOPED=163 SEMICOLON=-91 SLASH=-91 STAR=-91 _NL=-91 __ANON_0=-91 __ANON_2=-91 __ANON_3=-91 __ANON_4=-91 __ANON_5=-91 __ANON_6=-91 brace_args=164 call_args=165
COLON=211 __ANON_1=212
NAME=213
NAME=214
$END=-169 AND=-169 AT=-169 COLON=-169 COMMA=-169 DOT=-169 GREATER=-169 LESS=-169 LPAR=-169 MINUS=-169 MORETHAN=-169 O=-169 OR=-169 PERCENT=-169 PLUS=-169 RBRACE=-169 RING=-169 RPAR=-169 RSQB=-169 SEMICOLON=-169 SLASH=-169 STAR=-169 _NL=-169 __ANON_0=-169 __ANON_2=-169 __ANON_3=-169 __ANON_4=-169 __ANON_5=-169 __ANON_6=-169
INT=215
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=216 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-137 AND=-137 COLON=-137 COMMA=-137 DOT=-137 GREATER=-137 LESS=-137 LPAR=-137 MINUS=-137 MORETHAN=-137 O=-137 OR=-137 PERCENT=-137 PLUS=-137 RBRACE=-137 RING=-137 RPAR=-137 RSQB=-137 SEMICOLON=-137 SLASH=-137 STAR=-137 _NL=-137 __ANON_0=-137 __ANON_2=-137 __ANON_3=-137 __ANON_4=-137 __ANON_5=-137 __ANON_6=-137
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 RPAR=217 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=79 items=218 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-129 AND=-129 COLON=-129 COMMA=-129 DOT=-129 GREATER=-129 LESS=-129 LPAR=-129 MINUS=-129 MORETHAN=-129 O=-129 OR=-129 PERCENT=-129 PLUS=-129 RBRACE=-129 RING=-129 RPAR=-129 RSQB=-129 SEMICOLON=-129 SLASH=-129 STAR=-129 _NL=-129 __ANON_0=-129 __ANON_2=-129 __ANON_3=-129 __ANON_4=-129 __ANON_5=-129 __ANON_6=-129
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 RSQB=219 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=216 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-136 AND=-136 COLON=-136 COMMA=-136 DOT=-136 GREATER=-136 LESS=-136 LPAR=-136 MINUS=-136 MORETHAN=-136 O=-136 OR=-136 PERCENT=-136 PLUS=-136 RBRACE=-136 RING=-136 RPAR=-136 RSQB=-136 SEMICOLON=-136 SLASH=-136 STAR=-136 _NL=-136 __ANON_0=-136 __ANON_2=-136 __ANON_3=-136 __ANON_4=-136 __ANON_5=-136 __ANON_6=-136
$END=-105 AND=-105 COLON=-105 COMMA=-105 DOT=-105 GREATER=-105 LESS=-105 LPAR=90 MINUS=-105 MORETHAN=-105 O=-105 OR=-105 PERCENT=-105 PLUS=-105 RBRACE=-105 RING=-105 RPAR=-105 RSQB=-105 SEMICOLON=-105 SLASH=-105 STAR=-105 _NL=-105 __ANON_0=-105 __ANON_2=-105 __ANON_3=-105 __ANON_4=-105 __ANON_5=-105 __ANON_6=-105 call_args=220
$END=-17 OR=126 SEMICOLON=-17 _NL=-17 __ANON_2=127
$END=-151 AND=-151 COLON=-151 COMMA=-151 DOT=-151 GREATER=-151 LESS=-151 LPAR=-151 MINUS=-151 MORETHAN=-151 O=-151 OR=-151 PERCENT=-151 PLUS=-151 RBRACE=-151 RING=-151 RPAR=-151 RSQB=-151 SEMICOLON=-151 SLASH=-151 STAR=-151 _NL=-151 __ANON_0=-151 __ANON_2=-151 __ANON_3=-151 __ANON_4=-151 __ANON_5=-151 __ANON_6=-151
COMMA=145 RBRACE=221
$END=-146 AMPERSAND=-146 AND=-146 AUTO=-146 COLON=-146 COMMA=-146 CONST=-146 CONSTEXPR=-146 GREATER=-146 LBRACE=-146 LESS=-146 LPAR=-146 MINUS=-146 MORETHAN=-146 NAME=-146 O=-146 OR=-146 PERCENT=-146 PLUS=-146 RBRACE=-146 RING=-146 RPAR=-146 RSQB=-146 SCOPED=-146 SEMICOLON=-146 SLASH=-146 STAR=-146 STATIC=-146 _NL=-146 __ANON_0=-146 __ANON_2=-146 __ANON_3=-146 __ANON_4=-146 __ANON_5=-146 __ANON_6=-146
COMMA=145 MORETHAN=222
AND=-90 COLON=-90 COMMA=-90 DOT=86 EQUAL=223 GREATER=-90 LBRACE=88 LESS=-90 LESSTHAN=89 LPAR=90 MINUS=-90 O=-90 OR=-90 PERCENT=-90 PLUS=-90 RING=-90 RPAR=-90 SLASH=-90 STAR=-90 __ANON_0=-90 __ANON_2=-90 __ANON_3=-90 __ANON_4=-90 __ANON_5=-90 __ANON_6=-90 brace_args=91 call_args=92 template_args=139
$END=-147 AND=-147 COLON=-147 COMMA=-147 DOT=-147 GREATER=-147 LESS=-147 LPAR=-147 MINUS=-147 MORETHAN=-147 O=-147 OR=-147 PERCENT=-147 PLUS=-147 RBRACE=-147 RING=-147 RPAR=-147 RSQB=-147 SCOPED=-147 SEMICOLON=-147 SLASH=-147 STAR=-147 _NL=-147 __ANON_0=-147 __ANON_1=-147 __ANON_2=-147 __ANON_3=-147 __ANON_4=-147 __ANON_5=-147 __ANON_6=-147
COMMA=224 RPAR=225
COMMA=-154 OR=126 RPAR=-154 __ANON_2=127
COMMA=-155 RPAR=-155
$END=-94 AND=-94 COLON=-94 COMMA=-94 GREATER=-94 LBRACE=88 LESS=-94 MINUS=-94 MORETHAN=-94 O=-94 OR=-94 PERCENT=-94 PLUS=-94 RBRACE=-94 RING=-94 RPAR=-94 RSQB=-94 SEMICOLON=-94 SLASH=-94 STAR=-94 _NL=-94 __ANON_0=-94 __ANON_2=-94 __ANON_3=-94 __ANON_4=-94 __ANON_5=-94 __ANON_6=-94 brace_args=226
$END=-92 AND=-92 COLON=-92 COMMA=-92 GREATER=-92 LESS=-92 MINUS=-92 MORETHAN=-92 O=-92 OR=-92 PERCENT=-92 PLUS=-92 RBRACE=-92 RING=-92 RPAR=-92 RSQB=-92 SEMICOLON=-92 SLASH=-92 STAR=-92 _NL=-92 __ANON_0=-92 __ANON_2=-92 __ANON_3=-92 __ANON_4=-92 __ANON_5=-92 __ANON_6=-92
$END=-141 AND=-141 COLON=-141 COMMA=-141 DOT=-141 GREATER=-141 LESS=-141 LPAR=-141 MINUS=-141 MORETHAN=-141 O=-141 OR=-141 PERCENT=-141 PLUS=-141 RBRACE=-141 RING=-141 RPAR=-141 RSQB=-141 SEMICOLON=-141 SLASH=-141 STAR=-141 _NL=-141 __ANON_0=-141 __ANON_2=-141 __ANON_3=-141 __ANON_4=-141 __ANON_5=-141 __ANON_6=-141
$END=-140 AND=-140 COLON=-140 COMMA=-140 DOT=-140 GREATER=-140 LESS=-140 LPAR=-140 MINUS=-140 MORETHAN=-140 O=-140 OR=-140 PERCENT=-140 PLUS=-140 RBRACE=-140 RING=-140 RPAR=-140 RSQB=-140 SEMICOLON=-140 SLASH=-140 STAR=-140 _NL=-140 __ANON_0=-140 __ANON_2=-140 __ANON_3=-140 __ANON_4=-140 __ANON_5=-140 __ANON_6=-140
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=227 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-143 AND=-143 COLON=-143 COMMA=-143 DOT=-143 GREATER=-143 LESS=-143 LPAR=-143 MINUS=-143 MORETHAN=-143 O=-143 OR=-143 PERCENT=-143 PLUS=-143 RBRACE=-143 RING=-143 RPAR=-143 RSQB=-143 SEMICOLON=-143 SLASH=-143 STAR=-143 _NL=-143 __ANON_0=-143 __ANON_2=-143 __ANON_3=-143 __ANON_4=-143 __ANON_5=-143 __ANON_6=-143
$END=-125 AND=-125 COLON=-125 COMMA=-125 DOT=-125 GREATER=-125 LESS=-125 LPAR=-125 MINUS=-125 MORETHAN=-125 O=-125 OR=-125 PERCENT=-125 PLUS=-125 RBRACE=-125 RING=-125 RPAR=-125 RSQB=-125 SEMICOLON=-125 SLASH=-125 STAR=-125 _NL=-125 __ANON_0=-125 __ANON_2=-125 __ANON_3=-125 __ANON_4=-125 __ANON_5=-125 __ANON_6=-125
COMMA=228 OR=126 __ANON_2=127
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=229 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-13 SEMICOLON=-13 _NL=-13
COMMA=230 RSQB=231 __binding_star_3=232
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=233 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
AMPERSAND=-51 AUTO=-51 CONST=-51 CONSTEXPR=-51 NAME=-51 STATIC=-51
EQUAL=234
NAME=235
EQUAL=236
NAME=121 declarator=237
AMPERSAND=238 AUTO=4 CONST=7 CONSTEXPR=8 NAME=121 STATIC=27 _qualifier=107 declarator=239
$END=-26 COMMA=195 SEMICOLON=-26 _NL=-26 __declaration_star_2=240
$END=-161 SEMICOLON=-161 _NL=-161
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=241 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-106 AND=-106 COLON=-106 COMMA=-106 DOT=-106 GREATER=-106 LESS=-106 LPAR=90 MINUS=-106 MORETHAN=-106 O=-106 OR=-106 PERCENT=-106 PLUS=-106 RBRACE=-106 RING=-106 RPAR=-106 RSQB=-106 SEMICOLON=-106 SLASH=-106 STAR=-106 _NL=-106 __ANON_0=-106 __ANON_2=-106 __ANON_3=-106 __ANON_4=-106 __ANON_5=-106 __ANON_6=-106 call_args=242
$END=-107 AND=-107 COLON=-107 COMMA=-107 DOT=-107 GREATER=-107 LESS=-107 LPAR=90 MINUS=-107 MORETHAN=-107 O=-107 OR=-107 PERCENT=-107 PLUS=-107 RBRACE=-107 RING=-107 RPAR=-107 RSQB=-107 SEMICOLON=-107 SLASH=-107 STAR=-107 _NL=-107 __ANON_0=-107 __ANON_2=-107 __ANON_3=-107 __ANON_4=-107 __ANON_5=-107 __ANON_6=-107 call_args=243
$END=-78 AND=-78 COMMA=-78 GREATER=-78 LESS=-78 MORETHAN=-78 O=-78 OR=-78 RBRACE=-78 RING=-78 RPAR=-78 RSQB=-78 SEMICOLON=-78 _NL=-78 __ANON_0=-78 __ANON_2=-78 __ANON_3=-78 __ANON_4=-78 __ANON_5=-78 __ANON_6=-78
$END=-79 AND=-79 COMMA=-79 GREATER=-79 LESS=-79 MORETHAN=-79 O=-79 OR=-79 RBRACE=-79 RING=-79 RPAR=-79 RSQB=-79 SEMICOLON=-79 _NL=-79 __ANON_0=-79 __ANON_2=-79 __ANON_3=-79 __ANON_4=-79 __ANON_5=-79 __ANON_6=-79
$END=-68 AND=-68 COMMA=-68 MORETHAN=-68 OR=-68 RBRACE=-68 RPAR=-68 RSQB=-68 SEMICOLON=-68 _NL=-68 __ANON_0=-68 __ANON_2=-68 __ANON_3=124 __ANON_4=125
$END=-67 AND=-67 COMMA=-67 MORETHAN=-67 OR=-67 RBRACE=-67 RPAR=-67 RSQB=-67 SEMICOLON=-67 _NL=-67 __ANON_0=-67 __ANON_2=-67 __ANON_3=124 __ANON_4=125
$END=-32 COMMA=195 SEMICOLON=-32 _NL=-32 __declaration_star_2=244
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=245 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-42 COMMA=-42 SEMICOLON=-42 _NL=-42
$END=-44 COMMA=-44 SEMICOLON=-44 _NL=-44
NAME=121 declarator=246
$END=-30 COMMA=195 SEMICOLON=-30 _NL=-30 __declaration_star_2=247
NAME=121 declarator=248
$END=-33 COMMA=249 SEMICOLON=-33 _NL=-33
$END=-70 AND=-70 COMMA=-70 GREATER=131 LESS=132 MORETHAN=-70 OR=-70 RBRACE=-70 RPAR=-70 RSQB=-70 SEMICOLON=-70 _NL=-70 __ANON_0=-70 __ANON_2=-70 __ANON_3=-70 __ANON_4=-70 __ANON_5=133 __ANON_6=134
$END=-71 AND=-71 COMMA=-71 GREATER=131 LESS=132 MORETHAN=-71 OR=-71 RBRACE=-71 RPAR=-71 RSQB=-71 SEMICOLON=-71 _NL=-71 __ANON_0=-71 __ANON_2=-71 __ANON_3=-71 __ANON_4=-71 __ANON_5=133 __ANON_6=134
$END=-65 AND=118 COMMA=-65 MORETHAN=-65 OR=-65 RBRACE=-65 RPAR=-65 RSQB=-65 SEMICOLON=-65 _NL=-65 __ANON_0=119 __ANON_2=-65
$END=-64 AND=118 COMMA=-64 MORETHAN=-64 OR=-64 RBRACE=-64 RPAR=-64 RSQB=-64 SEMICOLON=-64 _NL=-64 __ANON_0=119 __ANON_2=-64
$END=-88 AND=-88 COLON=-88 COMMA=-88 GREATER=-88 LESS=-88 MINUS=-88 MORETHAN=-88 O=-88 OR=-88 PERCENT=-88 PLUS=-88 RBRACE=-88 RING=-88 RPAR=-88 RSQB=-88 SEMICOLON=-88 SLASH=-88 STAR=-88 _NL=-88 __ANON_0=-88 __ANON_2=-88 __ANON_3=-88 __ANON_4=-88 __ANON_5=-88 __ANON_6=-88
$END=-87 AND=-87 COLON=-87 COMMA=-87 GREATER=-87 LESS=-87 MINUS=-87 MORETHAN=-87 O=-87 OR=-87 PERCENT=-87 PLUS=-87 RBRACE=-87 RING=-87 RPAR=-87 RSQB=-87 SEMICOLON=-87 SLASH=-87 STAR=-87 _NL=-87 __ANON_0=-87 __ANON_2=-87 __ANON_3=-87 __ANON_4=-87 __ANON_5=-87 __ANON_6=-87
$END=-86 AND=-86 COLON=-86 COMMA=-86 GREATER=-86 LESS=-86 MINUS=-86 MORETHAN=-86 O=-86 OR=-86 PERCENT=-86 PLUS=-86 RBRACE=-86 RING=-86 RPAR=-86 RSQB=-86 SEMICOLON=-86 SLASH=-86 STAR=-86 _NL=-86 __ANON_0=-86 __ANON_2=-86 __ANON_3=-86 __ANON_4=-86 __ANON_5=-86 __ANON_6=-86
$END=-76 AND=-76 COMMA=-76 GREATER=-76 LESS=-76 MORETHAN=-76 O=116 OR=-76 RBRACE=-76 RING=117 RPAR=-76 RSQB=-76 SEMICOLON=-76 _NL=-76 __ANON_0=-76 __ANON_2=-76 __ANON_3=-76 __ANON_4=-76 __ANON_5=-76 __ANON_6=-76
$END=-75 AND=-75 COMMA=-75 GREATER=-75 LESS=-75 MORETHAN=-75 O=116 OR=-75 RBRACE=-75 RING=117 RPAR=-75 RSQB=-75 SEMICOLON=-75 _NL=-75 __ANON_0=-75 __ANON_2=-75 __ANON_3=-75 __ANON_4=-75 __ANON_5=-75 __ANON_6=-75
$END=-73 AND=-73 COMMA=-73 GREATER=-73 LESS=-73 MORETHAN=-73 O=116 OR=-73 RBRACE=-73 RING=117 RPAR=-73 RSQB=-73 SEMICOLON=-73 _NL=-73 __ANON_0=-73 __ANON_2=-73 __ANON_3=-73 __ANON_4=-73 __ANON_5=-73 __ANON_6=-73
$END=-74 AND=-74 COMMA=-74 GREATER=-74 LESS=-74 MORETHAN=-74 O=116 OR=-74 RBRACE=-74 RING=117 RPAR=-74 RSQB=-74 SEMICOLON=-74 _NL=-74 __ANON_0=-74 __ANON_2=-74 __ANON_3=-74 __ANON_4=-74 __ANON_5=-74 __ANON_6=-74
$END=-81 AND=-81 COMMA=-81 GREATER=-81 LESS=-81 MINUS=137 MORETHAN=-81 O=-81 OR=-81 PLUS=138 RBRACE=-81 RING=-81 RPAR=-81 RSQB=-81 SEMICOLON=-81 _NL=-81 __ANON_0=-81 __ANON_2=-81 __ANON_3=-81 __ANON_4=-81 __ANON_5=-81 __ANON_6=-81
$END=-84 AND=-84 COLON=-84 COMMA=-84 GREATER=-84 LESS=-84 MINUS=-84 MORETHAN=-84 O=-84 OR=-84 PERCENT=128 PLUS=-84 RBRACE=-84 RING=-84 RPAR=-84 RSQB=-84 SEMICOLON=-84 SLASH=129 STAR=130 _NL=-84 __ANON_0=-84 __ANON_2=-84 __ANON_3=-84 __ANON_4=-84 __ANON_5=-84 __ANON_6=-84
$END=-83 AND=-83 COLON=-83 COMMA=-83 GREATER=-83 LESS=-83 MINUS=-83 MORETHAN=-83 O=-83 OR=-83 PERCENT=128 PLUS=-83 RBRACE=-83 RING=-83 RPAR=-83 RSQB=-83 SEMICOLON=-83 SLASH=129 STAR=130 _NL=-83 __ANON_0=-83 __ANON_2=-83 __ANON_3=-83 __ANON_4=-83 __ANON_5=-83 __ANON_6=-83
$END=-59 SEMICOLON=-59 _NL=-59
NAME=250
$END=-56 AS=251 SEMICOLON=-56 _NL=-56
$END=-53 SEMICOLON=-53 _NL=-53
$END=-170 AND=-170 AT=-170 COLON=-170 COMMA=-170 DOT=-170 GREATER=-170 LESS=-170 LPAR=-170 MINUS=-170 MORETHAN=-170 O=-170 OR=-170 PERCENT=-170 PLUS=-170 RBRACE=-170 RING=-170 RPAR=-170 RSQB=-170 SEMICOLON=-170 SLASH=-170 STAR=-170 _NL=-170 __ANON_0=-170 __ANON_2=-170 __ANON_3=-170 __ANON_4=-170 __ANON_5=-170 __ANON_6=-170
COMMA=-153 MORETHAN=-153 OR=126 RBRACE=-153 RPAR=-153 RSQB=-153 __ANON_2=127
$END=-133 AND=-133 COLON=-133 COMMA=-133 DOT=-133 GREATER=-133 LESS=-133 LPAR=-133 MINUS=-133 MORETHAN=-133 O=-133 OR=-133 PERCENT=-133 PLUS=-133 RBRACE=-133 RING=-133 RPAR=-133 RSQB=-133 SEMICOLON=-133 SLASH=-133 STAR=-133 _NL=-133 __ANON_0=-133 __ANON_2=-133 __ANON_3=-133 __ANON_4=-133 __ANON_5=-133 __ANON_6=-133
COMMA=252 RPAR=253
$END=-135 AND=-135 COLON=-135 COMMA=-135 DOT=-135 GREATER=-135 LESS=-135 LPAR=-135 MINUS=-135 MORETHAN=-135 O=-135 OR=-135 PERCENT=-135 PLUS=-135 RBRACE=-135 RING=-135 RPAR=-135 RSQB=-135 SEMICOLON=-135 SLASH=-135 STAR=-135 _NL=-135 __ANON_0=-135 __ANON_2=-135 __ANON_3=-135 __ANON_4=-135 __ANON_5=-135 __ANON_6=-135
$END=-102 AND=-102 COLON=-102 COMMA=-102 DOT=-102 GREATER=-102 LESS=-102 LPAR=-102 MINUS=-102 MORETHAN=-102 O=-102 OR=-102 PERCENT=-102 PLUS=-102 RBRACE=-102 RING=-102 RPAR=-102 RSQB=-102 SEMICOLON=-102 SLASH=-102 STAR=-102 _NL=-102 __ANON_0=-102 __ANON_2=-102 __ANON_3=-102 __ANON_4=-102 __ANON_5=-102 __ANON_6=-102
$END=-150 AND=-150 COLON=-150 COMMA=-150 DOT=-150 GREATER=-150 LESS=-150 LPAR=-150 MINUS=-150 MORETHAN=-150 O=-150 OR=-150 PERCENT=-150 PLUS=-150 RBRACE=-150 RING=-150 RPAR=-150 RSQB=-150 SEMICOLON=-150 SLASH=-150 STAR=-150 _NL=-150 __ANON_0=-150 __ANON_2=-150 __ANON_3=-150 __ANON_4=-150 __ANON_5=-150 __ANON_6=-150
$END=-145 AMPERSAND=-145 AND=-145 AUTO=-145 COLON=-145 COMMA=-145 CONST=-145 CONSTEXPR=-145 GREATER=-145 LBRACE=-145 LESS=-145 LPAR=-145 MINUS=-145 MORETHAN=-145 NAME=-145 O=-145 OR=-145 PERCENT=-145 PLUS=-145 RBRACE=-145 RING=-145 RPAR=-145 RSQB=-145 SCOPED=-145 SEMICOLON=-145 SLASH=-145 STAR=-145 STATIC=-145 _NL=-145 __ANON_0=-145 __ANON_2=-145 __ANON_3=-145 __ANON_4=-145 __ANON_5=-145 __ANON_6=-145
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=254 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=157 NOT=20 POINTER=22 RPAR=255 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=256 keyword=257 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-149 AND=-149 COLON=-149 COMMA=-149 DOT=-149 GREATER=-149 LESS=-149 LPAR=-149 MINUS=-149 MORETHAN=-149 O=-149 OR=-149 PERCENT=-149 PLUS=-149 RBRACE=-149 RING=-149 RPAR=-149 RSQB=-149 SCOPED=-149 SEMICOLON=-149 SLASH=-149 STAR=-149 _NL=-149 __ANON_0=-149 __ANON_1=-149 __ANON_2=-149 __ANON_3=-149 __ANON_4=-149 __ANON_5=-149 __ANON_6=-149
$END=-93 AND=-93 COLON=-93 COMMA=-93 GREATER=-93 LESS=-93 MINUS=-93 MORETHAN=-93 O=-93 OR=-93 PERCENT=-93 PLUS=-93 RBRACE=-93 RING=-93 RPAR=-93 RSQB=-93 SEMICOLON=-93 SLASH=-93 STAR=-93 _NL=-93 __ANON_0=-93 __ANON_2=-93 __ANON_3=-93 __ANON_4=-93 __ANON_5=-93 __ANON_6=-93
$END=-36 OR=126 SEMICOLON=-36 _NL=-36 __ANON_2=127
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=258 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-18 OR=126 SEMICOLON=-18 _NL=-18 __ANON_2=127
NAME=259
EQUAL=260
COMMA=261 RSQB=262
$END=-15 OR=126 SEMICOLON=-15 _NL=-15 __ANON_2=127
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=263 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
COMMA=230 RSQB=264 __binding_star_3=265
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=266 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-24 COMMA=195 SEMICOLON=-24 _NL=-24 __declaration_star_2=267
NAME=121 declarator=268
$END=-22 COMMA=195 SEMICOLON=-22 _NL=-22 __declaration_star_2=269
$END=-25 COMMA=249 SEMICOLON=-25 _NL=-25
$END=-16 OR=126 SEMICOLON=-16 _NL=-16 __ANON_2=127
$END=-103 AND=-103 COLON=-103 COMMA=-103 DOT=-103 GREATER=-103 LESS=-103 LPAR=-103 MINUS=-103 MORETHAN=-103 O=-103 OR=-103 PERCENT=-103 PLUS=-103 RBRACE=-103 RING=-103 RPAR=-103 RSQB=-103 SEMICOLON=-103 SLASH=-103 STAR=-103 _NL=-103 __ANON_0=-103 __ANON_2=-103 __ANON_3=-103 __ANON_4=-103 __ANON_5=-103 __ANON_6=-103
$END=-104 AND=-104 COLON=-104 COMMA=-104 DOT=-104 GREATER=-104 LESS=-104 LPAR=-104 MINUS=-104 MORETHAN=-104 O=-104 OR=-104 PERCENT=-104 PLUS=-104 RBRACE=-104 RING=-104 RPAR=-104 RSQB=-104 SEMICOLON=-104 SLASH=-104 STAR=-104 _NL=-104 __ANON_0=-104 __ANON_2=-104 __ANON_3=-104 __ANON_4=-104 __ANON_5=-104 __ANON_6=-104
$END=-31 COMMA=249 SEMICOLON=-31 _NL=-31
$END=-41 COMMA=-41 OR=126 SEMICOLON=-41 _NL=-41 __ANON_2=127
$END=-28 COMMA=195 SEMICOLON=-28 _NL=-28 __declaration_star_2=270
$END=-29 COMMA=249 SEMICOLON=-29 _NL=-29
$END=-165 COMMA=-165 SEMICOLON=-165 _NL=-165
NAME=121 declarator=271
COLON=272
NAME=273
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 RPAR=274 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=216 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-132 AND=-132 COLON=-132 COMMA=-132 DOT=-132 GREATER=-132 LESS=-132 LPAR=-132 MINUS=-132 MORETHAN=-132 O=-132 OR=-132 PERCENT=-132 PLUS=-132 RBRACE=-132 RING=-132 RPAR=-132 RSQB=-132 SEMICOLON=-132 SLASH=-132 STAR=-132 _NL=-132 __ANON_0=-132 __ANON_2=-132 __ANON_3=-132 __ANON_4=-132 __ANON_5=-132 __ANON_6=-132
COMMA=-158 OR=126 RPAR=-158 __ANON_2=127
$END=-148 AND=-148 COLON=-148 COMMA=-148 DOT=-148 GREATER=-148 LESS=-148 LPAR=-148 MINUS=-148 MORETHAN=-148 O=-148 OR=-148 PERCENT=-148 PLUS=-148 RBRACE=-148 RING=-148 RPAR=-148 RSQB=-148 SCOPED=-148 SEMICOLON=-148 SLASH=-148 STAR=-148 _NL=-148 __ANON_0=-148 __ANON_1=-148 __ANON_2=-148 __ANON_3=-148 __ANON_4=-148 __ANON_5=-148 __ANON_6=-148
COMMA=-156 OR=126 RPAR=-156 __ANON_2=127
COMMA=-157 RPAR=-157
COMMA=275 OR=126 __ANON_2=127
COMMA=-167 RSQB=-167
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=276 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
NAME=277
EQUAL=278
$END=-35 OR=126 SEMICOLON=-35 _NL=-35 __ANON_2=127
EQUAL=279
COMMA=261 RSQB=280
$END=-14 OR=126 SEMICOLON=-14 _NL=-14 __ANON_2=127
$END=-23 COMMA=249 SEMICOLON=-23 _NL=-23
$END=-20 COMMA=195 SEMICOLON=-20 _NL=-20 __declaration_star_2=281
$END=-21 COMMA=249 SEMICOLON=-21 _NL=-21
$END=-27 COMMA=249 SEMICOLON=-27 _NL=-27
$END=-166 COMMA=-166 SEMICOLON=-166 _NL=-166
$END=-58 SEMICOLON=-58 _NL=-58
$END=-55 SEMICOLON=-55 _NL=-55
$END=-131 AND=-131 COLON=-131 COMMA=-131 DOT=-131 GREATER=-131 LESS=-131 LPAR=-131 MINUS=-131 MORETHAN=-131 O=-131 OR=-131 PERCENT=-131 PLUS=-131 RBRACE=-131 RING=-131 RPAR=-131 RSQB=-131 SEMICOLON=-131 SLASH=-131 STAR=-131 _NL=-131 __ANON_0=-131 __ANON_2=-131 __ANON_3=-131 __ANON_4=-131 __ANON_5=-131 __ANON_6=-131
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=282 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-40 OR=126 SEMICOLON=-40 _NL=-40 __ANON_2=127
COMMA=-168 RSQB=-168
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=283 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=284 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
EQUAL=285
$END=-19 COMMA=249 SEMICOLON=-19 _NL=-19
MORETHAN=286 OR=126 __ANON_2=127
$END=-39 OR=126 SEMICOLON=-39 _NL=-39 __ANON_2=127
$END=-38 OR=126 SEMICOLON=-38 _NL=-38 __ANON_2=127
ARITH_ORIGIN=2 BANG=5 CAST=6 FLOAT=10 INT=13 INT_CAST=14 LESSTHAN=15 LPAR=16 LSQB=17 MINUS=18 NAME=69 NOT=20 POINTER=22 SCOPED=25 STATIC_INT=28 STRING=29 SW=30 UNDERSCORE=31 applicable=40 attribute=42 call=44 chain=45 conjunction=46 equality=49 expr=287 layout=51 list=52 method=53 neg=54 parens=55 product=57 relation=60 scaled_basis=61 static_int=63 sum=64 swizzle=65 tiler=66 tuple=67 unary=68
$END=-138 AND=-138 COLON=-138 COMMA=-138 DOT=-138 GREATER=-138 LESS=-138 LPAR=-138 MINUS=-138 MORETHAN=-138 O=-138 OR=-138 PERCENT=-138 PLUS=-138 RBRACE=-138 RING=-138 RPAR=-138 RSQB=-138 SEMICOLON=-138 SLASH=-138 STAR=-138 _NL=-138 __ANON_0=-138 __ANON_2=-138 __ANON_3=-138 __ANON_4=-138 __ANON_5=-138 __ANON_6=-138
$END=-37 OR=126 SEMICOLON=-37 _NL=-37 __ANON_2=127
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
