# Generated from grammar/cutecalc.lark by `python -m cutecalc.lang.build_parser`: do not edit.
# Regenerate after every change to the grammar; tests/lang/test_parser_sync.py fails until then.
# ruff: noqa: E501
"""The cutecalc grammar compiled by Lark into LALR(1) tables, as plain data (see build_parser.py).

TERMINALS  (name, 'str' | 're', pattern, regexp, priority, max_width), in Lark's order
IGNORE     the %ignore'd terminals
RULES      (origin, length, callback, expand1, children filter, Nones to append); the filter is Lark's
           ChildFilter: ((index, splice, Nones before), ...), or None when children pass unchanged
LEXER_*    how parse.GrammarLexer matches them (build_parser.lexer_plan): one pattern, the keywords
           a regex terminal turns into, the one-character terminals, the newline terminal, and the
           pattern to try at each character (the alternatives that can begin with it)
STATES     one dict per state, symbol -> action: a state number to shift or go to, or -1 - rule index
           to reduce by; written as text, one line per state of `symbol=action` pairs (a module of
           dict literals takes ten times longer to compile than this text takes to read)
"""

GRAMMAR_SHA256 = '61476b7678ef411424b600a12293542c223f7e215b8c5e9cc615bd3501120113'
REGEX_FLAGS = 0
START_STATE = 0
END_STATE = 42

TERMINALS = (
    ('INT', 're', '0[xX][0-9a-fA-F]+|[0-9]+', '0[xX][0-9a-fA-F]+|[0-9]+', 0, 18446744073709551616),
    ('STATIC_INT', 're', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', 0, 18446744073709551616),
    ('UNDERSCORE', 're', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', 0, 7),
    ('NAME', 're', '(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', '(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', 0, 18446744073709551616),
    ('STRING', 're', '"([^"\\\\\n]|\\\\.)*"', '"([^"\\\\\n]|\\\\.)*"', 0, 18446744073709551616),
    ('ARITH_ORIGIN', 're', 'ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_])', 'ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_])', 2, 18446744073709551616),
    ('POINTER', 're', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', 2, 18446744073709551616),
    ('RING', 'str', '∘', '∘', 0, 1),
    ('_NL', 're', '\n', '\n', 0, 1),
    ('WS', 're', '[ \t\x0c\r]+', '[ \t\x0c\r]+', 0, 18446744073709551616),
    ('COMMENT', 're', '#[^\n]*', '#[^\n]*', 0, 18446744073709551616),
    ('CPP_COMMENT', 're', '\\/\\/[^\n]*', '\\/\\/[^\n]*', 0, 18446744073709551616),
    ('C_COMMENT', 're', '\\/\\*(.|\n)*?\\*\\/', '\\/\\*(.|\n)*?\\*\\/', 0, 18446744073709551616),
    ('DOCSTRING', 're', '"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\'', '"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\'', 2, 18446744073709551616),
    ('SEMICOLON', 'str', ';', ';', 0, 1),
    ('EQUAL', 'str', '=', '=', 0, 1),
    ('USING', 'str', 'using', 'using', 0, 5),
    ('AUTO', 'str', 'auto', 'auto', 0, 4),
    ('CONST', 'str', 'const', 'const', 0, 5),
    ('CONSTEXPR', 'str', 'constexpr', 'constexpr', 0, 9),
    ('STATIC', 'str', 'static', 'static', 0, 6),
    ('AS', 'str', 'as', 'as', 0, 2),
    ('__ANON_0', 'str', '->', '\\->', 0, 2),
    ('IMPORT', 'str', 'import', 'import', 0, 6),
    ('FROM', 'str', 'from', 'from', 0, 4),
    ('AT', 'str', '@', '@', 0, 1),
    ('DEF', 'str', 'def', 'def', 0, 3),
    ('COLON', 'str', ':', ':', 0, 1),
    ('RETURN', 'str', 'return', 'return', 0, 6),
    ('PASS', 'str', 'pass', 'pass', 0, 4),
    ('__ANON_1', 'str', '==', '==', 0, 2),
    ('__ANON_2', 'str', '!=', '!=', 0, 2),
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
    ('COMMA', 'str', ',', ',', 0, 1),
    ('LSQB', 'str', '[', '\\[', 0, 1),
    ('RSQB', 'str', ']', '\\]', 0, 1),
    ('LESSTHAN', 'str', '<', '<', 0, 1),
    ('MORETHAN', 'str', '>', '>', 0, 1),
    ('SW', 'str', 'Sw', 'Sw', 0, 2),
)

IGNORE = ('WS', 'COMMENT', 'CPP_COMMENT', 'C_COMMENT', 'DOCSTRING')

LEXER_PATTERN = '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<ARITH_ORIGIN>ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_]))|(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)|(?P<STATIC_INT>(cute::)?_-?[0-9]+(?![A-Za-z0-9_]))|(?P<INT>0[xX][0-9a-fA-F]+|[0-9]+)|(?P<STRING>"([^"\\\\\n]|\\\\.)*")|(?P<C_COMMENT>\\/\\*(.|\n)*?\\*\\/)|(?P<CPP_COMMENT>\\/\\/[^\n]*)|(?P<WS>[ \t\x0c\r]+)|(?P<COMMENT>#[^\n]*)|(?P<UNDERSCORE>(cute::)?_(?![A-Za-z0-9_]|-[0-9]))|(?P<__ANON_0>\\->)|(?P<__ANON_1>==)|(?P<__ANON_2>!=)|(?P<_CHAR>[@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])|(?P<_NL>\n)'
LEXER_KEYWORDS = {'NAME': {'constexpr': 'CONSTEXPR', 'import': 'IMPORT', 'return': 'RETURN', 'static': 'STATIC', 'const': 'CONST', 'using': 'USING', 'auto': 'AUTO', 'from': 'FROM', 'pass': 'PASS', 'def': 'DEF', 'as': 'AS', 'Sw': 'SW', 'o': 'O'}}
LEXER_CHARS = {'@': 'AT', ':': 'COLON', ',': 'COMMA', '.': 'DOT', '=': 'EQUAL', '{': 'LBRACE', '<': 'LESSTHAN', '(': 'LPAR', '[': 'LSQB', '-': 'MINUS', '>': 'MORETHAN', '%': 'PERCENT', '+': 'PLUS', '}': 'RBRACE', '∘': 'RING', ')': 'RPAR', ']': 'RSQB', ';': 'SEMICOLON', '/': 'SLASH', '*': 'STAR'}
LEXER_NEWLINE = '_NL'
LEXER_DISPATCH = (
    ('\t\x0c\r ', '(?P<WS>[ \t\x0c\r]+)'),
    ('\n', '(?P<_NL>\n)'),
    ('!', '(?P<__ANON_2>!=)'),
    ('"', '(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')|(?P<STRING>"([^"\\\\\n]|\\\\.)*")'),
    ('#', '(?P<COMMENT>#[^\n]*)'),
    ('%()*+,.:;<>@[]{}∘', '(?P<_CHAR>[@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ("'", '(?P<DOCSTRING>"""(.|\n)*?"""|\'\'\'(.|\n)*?\'\'\')'),
    ('-', '(?P<__ANON_0>\\->)|(?P<_CHAR>[@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('/', '(?P<C_COMMENT>\\/\\*(.|\n)*?\\*\\/)|(?P<CPP_COMMENT>\\/\\/[^\n]*)|(?P<_CHAR>[@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('0123456789', '(?P<INT>0[xX][0-9a-fA-F]+|[0-9]+)'),
    ('=', '(?P<__ANON_1>==)|(?P<_CHAR>[@:,\\.=\\{<\\(\\[\\->%\\+\\}∘\\)\\];/\\*])'),
    ('A', '(?P<ARITH_ORIGIN>ArithTuple(_-?[0-9]+|-?[0-9]+)(?![A-Za-z0-9_]))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('BCDEFGHIJKLMNOPQRTUVWXYZabdefhijklmnoquvwxyz', '(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('Sgprst', '(?P<POINTER>(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\)))|(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)'),
    ('_c', '(?P<NAME>(?=[A-Za-z_])(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))((cute|cutlass)\\.([A-Za-z_][A-Za-z0-9_]*\\.)*)?([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*)|(?P<STATIC_INT>(cute::)?_-?[0-9]+(?![A-Za-z0-9_]))|(?P<UNDERSCORE>(cute::)?_(?![A-Za-z0-9_]|-[0-9]))'),
)

RULES = (
    ('program', 2, 'program', False, ((0, False, 0), (1, True, 0)), 0),
    ('program', 1, 'program', False, None, 0),
    ('program', 1, 'program', False, ((0, True, 1),), 0),
    ('program', 0, 'program', False, (), 1),
    ('_sep', 1, '_sep', False, None, 0),
    ('_sep', 1, '_sep', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'expr_stmt', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('assign', 4, 'assign', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0)), 0),
    ('assign', 3, 'assign', False, None, 0),
    ('assign', 5, 'assign', False, ((0, True, 0), (1, False, 0), (2, False, 0), (3, False, 0), (4, False, 0)), 0),
    ('assign', 4, 'assign', False, None, 0),
    ('assign', 4, 'assign', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
    ('_qualifier', 1, '_qualifier', False, None, 0),
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
    ('method', 4, 'method', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('method', 4, 'method', False, None, 0),
    ('method', 3, 'attribute', False, None, 0),
    ('method', 3, 'attribute', False, None, 0),
    ('method', 3, 'attribute', False, None, 0),
    ('neg', 2, 'neg', False, None, 0),
    ('applicable', 1, 'int', False, None, 0),
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
    ('__scaled_basis_plus_2', 2, '__scaled_basis_plus_2', False, None, 0),
    ('__scaled_basis_plus_2', 3, '__scaled_basis_plus_2', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
)

_STATES_TEXT = """\
$END=-4 ARITH_ORIGIN=1 AT=2 AUTO=3 CONST=4 CONSTEXPR=5 DEF=6 FROM=7 IMPORT=8 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=14 PASS=15 POINTER=16 RETURN=17 SEMICOLON=18 STATIC=19 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 USING=24 _NL=25 __assign_star_1=26 __program_star_0=27 _qualifier=28 _sep=29 applicable=30 assign=31 call=32 chain=33 ctype=34 expr=35 layout=36 list=37 method=38 neg=39 parens=40 product=41 program=42 python_line=43 scaled_basis=44 statement=45 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-70 COLON=-70 COMMA=-70 DOT=-70 LPAR=-70 MINUS=-70 MORETHAN=-70 O=-70 PERCENT=-70 PLUS=-70 RBRACE=-70 RING=-70 RPAR=-70 RSQB=-70 SEMICOLON=-70 SLASH=-70 STAR=-70 _NL=-70 __ANON_1=-70 __ANON_2=-70
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=53 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
AUTO=-15 CONST=-15 CONSTEXPR=-15 NAME=-15 STATIC=-15
AUTO=-16 CONST=-16 CONSTEXPR=-16 NAME=-16 STATIC=-16
AUTO=-17 CONST=-17 CONSTEXPR=-17 NAME=-17 STATIC=-17
NAME=54
NAME=55
NAME=56
$END=-58 AT=57 COLON=-58 COMMA=-58 DOT=-58 LPAR=-58 MINUS=-58 MORETHAN=-58 O=-58 PERCENT=-58 PLUS=-58 RBRACE=-58 RING=-58 RPAR=-58 RSQB=-58 SEMICOLON=-58 SLASH=-58 STAR=-58 _NL=-58 __ANON_1=-58 __ANON_2=-58 __scaled_basis_plus_2=58
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=59 items=60 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 RPAR=61 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=62 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 RSQB=63 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=59 items=64 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 scaled_basis=44 static_int=46 swizzle=48 tiler=49 tuple=50 unary=65
$END=-47 COLON=-47 DOT=66 EQUAL=67 LBRACE=68 LESSTHAN=69 LPAR=70 MINUS=-47 NAME=-20 O=-47 PERCENT=-47 PLUS=-47 RING=-47 SEMICOLON=-47 SLASH=-47 STAR=-47 _NL=-47 __ANON_1=-47 __ANON_2=-47 brace_args=71 call_args=72 template_args=73
$END=-30 SEMICOLON=-30 _NL=-30
$END=-69 COLON=-69 COMMA=-69 DOT=-69 LPAR=-69 MINUS=-69 MORETHAN=-69 O=-69 PERCENT=-69 PLUS=-69 RBRACE=-69 RING=-69 RPAR=-69 RSQB=-69 SEMICOLON=-69 SLASH=-69 STAR=-69 _NL=-69 __ANON_1=-69 __ANON_2=-69
$END=-29 ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 SEMICOLON=-29 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 _NL=-29 applicable=30 call=32 chain=33 expr=74 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-6 ARITH_ORIGIN=-6 AT=-6 AUTO=-6 CONST=-6 CONSTEXPR=-6 DEF=-6 FROM=-6 IMPORT=-6 INT=-6 LESSTHAN=-6 LPAR=-6 LSQB=-6 MINUS=-6 NAME=-6 PASS=-6 POINTER=-6 RETURN=-6 SEMICOLON=-6 STATIC=-6 STATIC_INT=-6 STRING=-6 SW=-6 UNDERSCORE=-6 USING=-6 _NL=-6
AUTO=-18 CONST=-18 CONSTEXPR=-18 NAME=-18 STATIC=-18
$END=-73 AT=57 COLON=-73 COMMA=-73 DOT=-73 LBRACE=75 LPAR=-73 MINUS=-73 MORETHAN=-73 O=-73 PERCENT=-73 PLUS=-73 RBRACE=-73 RING=-73 RPAR=-73 RSQB=-73 SEMICOLON=-73 SLASH=-73 STAR=-73 _NL=-73 __ANON_1=-73 __ANON_2=-73 __scaled_basis_plus_2=76
$END=-68 COLON=-68 COMMA=-68 DOT=-68 LPAR=-68 MINUS=-68 MORETHAN=-68 O=-68 PERCENT=-68 PLUS=-68 RBRACE=-68 RING=-68 RPAR=-68 RSQB=-68 SEMICOLON=-68 SLASH=-68 STAR=-68 _NL=-68 __ANON_1=-68 __ANON_2=-68
LESSTHAN=77
$END=-61 COLON=-61 COMMA=-61 DOT=-61 LPAR=-61 MINUS=-61 MORETHAN=-61 O=-61 PERCENT=-61 PLUS=-61 RBRACE=-61 RING=-61 RPAR=-61 RSQB=-61 SEMICOLON=-61 SLASH=-61 STAR=-61 _NL=-61 __ANON_1=-61 __ANON_2=-61
NAME=78
$END=-5 ARITH_ORIGIN=-5 AT=-5 AUTO=-5 CONST=-5 CONSTEXPR=-5 DEF=-5 FROM=-5 IMPORT=-5 INT=-5 LESSTHAN=-5 LPAR=-5 LSQB=-5 MINUS=-5 NAME=-5 PASS=-5 POINTER=-5 RETURN=-5 SEMICOLON=-5 STATIC=-5 STATIC_INT=-5 STRING=-5 SW=-5 UNDERSCORE=-5 USING=-5 _NL=-5
AUTO=3 CONST=4 CONSTEXPR=5 NAME=79 STATIC=19 _qualifier=80 ctype=81
$END=-3 SEMICOLON=18 _NL=25 _sep=82
AUTO=-107 CONST=-107 CONSTEXPR=-107 NAME=-107 STATIC=-107
$END=-104 ARITH_ORIGIN=1 AT=2 AUTO=3 CONST=4 CONSTEXPR=5 DEF=6 FROM=7 IMPORT=8 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=14 PASS=15 POINTER=16 RETURN=17 SEMICOLON=-104 STATIC=19 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 USING=24 _NL=-104 __assign_star_1=26 _qualifier=28 applicable=30 assign=31 call=32 chain=33 ctype=34 expr=35 layout=36 list=37 method=38 neg=39 parens=40 product=41 python_line=43 scaled_basis=44 statement=83 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-46 COLON=-46 COMMA=-46 DOT=84 LPAR=70 MINUS=-46 MORETHAN=-46 O=-46 PERCENT=-46 PLUS=-46 RBRACE=-46 RING=-46 RPAR=-46 RSQB=-46 SEMICOLON=-46 SLASH=-46 STAR=-46 _NL=-46 __ANON_1=-46 __ANON_2=-46 call_args=85
$END=-7 SEMICOLON=-7 _NL=-7
$END=-67 COLON=-67 COMMA=-67 DOT=-67 LPAR=-67 MINUS=-67 MORETHAN=-67 O=-67 PERCENT=-67 PLUS=-67 RBRACE=-67 RING=-67 RPAR=-67 RSQB=-67 SEMICOLON=-67 SLASH=-67 STAR=-67 _NL=-67 __ANON_1=-67 __ANON_2=-67
$END=-31 COMMA=-31 MORETHAN=-31 O=86 RBRACE=-31 RING=87 RPAR=-31 RSQB=-31 SEMICOLON=-31 _NL=-31 __ANON_1=-31 __ANON_2=-31
NAME=88
$END=-8 SEMICOLON=-8 _NL=-8 __ANON_1=89 __ANON_2=90
$END=-34 COMMA=-34 MORETHAN=-34 O=-34 RBRACE=-34 RING=-34 RPAR=-34 RSQB=-34 SEMICOLON=-34 _NL=-34 __ANON_1=-34 __ANON_2=-34
$END=-65 COLON=-65 COMMA=-65 DOT=-65 LPAR=-65 MINUS=-65 MORETHAN=-65 O=-65 PERCENT=-65 PLUS=-65 RBRACE=-65 RING=-65 RPAR=-65 RSQB=-65 SEMICOLON=-65 SLASH=-65 STAR=-65 _NL=-65 __ANON_1=-65 __ANON_2=-65
$END=-49 COLON=-49 COMMA=-49 DOT=91 MINUS=-49 MORETHAN=-49 O=-49 PERCENT=-49 PLUS=-49 RBRACE=-49 RING=-49 RPAR=-49 RSQB=-49 SEMICOLON=-49 SLASH=-49 STAR=-49 _NL=-49 __ANON_1=-49 __ANON_2=-49
$END=-50 COLON=-50 COMMA=-50 MINUS=-50 MORETHAN=-50 O=-50 PERCENT=-50 PLUS=-50 RBRACE=-50 RING=-50 RPAR=-50 RSQB=-50 SEMICOLON=-50 SLASH=-50 STAR=-50 _NL=-50 __ANON_1=-50 __ANON_2=-50
$END=-62 COLON=-62 COMMA=-62 DOT=-62 LPAR=-62 MINUS=-62 MORETHAN=-62 O=-62 PERCENT=-62 PLUS=-62 RBRACE=-62 RING=-62 RPAR=-62 RSQB=-62 SEMICOLON=-62 SLASH=-62 STAR=-62 _NL=-62 __ANON_1=-62 __ANON_2=-62
$END=-39 COLON=-39 COMMA=-39 MINUS=-39 MORETHAN=-39 O=-39 PERCENT=92 PLUS=-39 RBRACE=-39 RING=-39 RPAR=-39 RSQB=-39 SEMICOLON=-39 SLASH=93 STAR=94 _NL=-39 __ANON_1=-39 __ANON_2=-39

$END=-9 SEMICOLON=-9 _NL=-9
$END=-60 COLON=-60 COMMA=-60 DOT=-60 LPAR=-60 MINUS=-60 MORETHAN=-60 O=-60 PERCENT=-60 PLUS=-60 RBRACE=-60 RING=-60 RPAR=-60 RSQB=-60 SEMICOLON=-60 SLASH=-60 STAR=-60 _NL=-60 __ANON_1=-60 __ANON_2=-60
$END=-2 SEMICOLON=18 _NL=25 __program_star_0=95 _sep=29
$END=-59 COLON=-59 COMMA=-59 DOT=-59 LPAR=-59 MINUS=-59 MORETHAN=-59 O=-59 PERCENT=-59 PLUS=-59 RBRACE=-59 RING=-59 RPAR=-59 RSQB=-59 SEMICOLON=-59 SLASH=-59 STAR=-59 _NL=-59 __ANON_1=-59 __ANON_2=-59
$END=-37 COLON=96 COMMA=-37 MINUS=97 MORETHAN=-37 O=-37 PLUS=98 RBRACE=-37 RING=-37 RPAR=-37 RSQB=-37 SEMICOLON=-37 _NL=-37 __ANON_1=-37 __ANON_2=-37
$END=-66 COLON=-66 COMMA=-66 DOT=-66 LPAR=-66 MINUS=-66 MORETHAN=-66 O=-66 PERCENT=-66 PLUS=-66 RBRACE=-66 RING=-66 RPAR=-66 RSQB=-66 SEMICOLON=-66 SLASH=-66 STAR=-66 _NL=-66 __ANON_1=-66 __ANON_2=-66
$END=-64 COLON=-64 COMMA=-64 DOT=-64 LPAR=-64 MINUS=-64 MORETHAN=-64 O=-64 PERCENT=-64 PLUS=-64 RBRACE=-64 RING=-64 RPAR=-64 RSQB=-64 SEMICOLON=-64 SLASH=-64 STAR=-64 _NL=-64 __ANON_1=-64 __ANON_2=-64
$END=-63 COLON=-63 COMMA=-63 DOT=-63 LPAR=-63 MINUS=-63 MORETHAN=-63 O=-63 PERCENT=-63 PLUS=-63 RBRACE=-63 RING=-63 RPAR=-63 RSQB=-63 SEMICOLON=-63 SLASH=-63 STAR=-63 _NL=-63 __ANON_1=-63 __ANON_2=-63
$END=-42 COLON=-42 COMMA=-42 MINUS=-42 MORETHAN=-42 O=-42 PERCENT=-42 PLUS=-42 RBRACE=-42 RING=-42 RPAR=-42 RSQB=-42 SEMICOLON=-42 SLASH=-42 STAR=-42 _NL=-42 __ANON_1=-42 __ANON_2=-42
$END=-47 COLON=-47 COMMA=-47 DOT=66 LBRACE=68 LESSTHAN=69 LPAR=70 MINUS=-47 MORETHAN=-47 O=-47 PERCENT=-47 PLUS=-47 RBRACE=-47 RING=-47 RPAR=-47 RSQB=-47 SEMICOLON=-47 SLASH=-47 STAR=-47 _NL=-47 __ANON_1=-47 __ANON_2=-47 brace_args=71 call_args=72 template_args=99
$END=-25 SEMICOLON=-25 _NL=-25 __ANON_1=89 __ANON_2=90
LPAR=70 call_args=100
IMPORT=101
$END=-22 AS=102 SEMICOLON=-22 _NL=-22
INT=103
$END=-74 AT=104 COLON=-74 COMMA=-74 DOT=-74 LPAR=-74 MINUS=-74 MORETHAN=-74 O=-74 PERCENT=-74 PLUS=-74 RBRACE=-74 RING=-74 RPAR=-74 RSQB=-74 SEMICOLON=-74 SLASH=-74 STAR=-74 _NL=-74 __ANON_1=-74 __ANON_2=-74
COMMA=-96 MORETHAN=-96 RBRACE=-96 RPAR=-96 RSQB=-96 __ANON_1=89 __ANON_2=90
COMMA=105 MORETHAN=106
$END=-77 COLON=-77 COMMA=-77 DOT=-77 LPAR=-77 MINUS=-77 MORETHAN=-77 O=-77 PERCENT=-77 PLUS=-77 RBRACE=-77 RING=-77 RPAR=-77 RSQB=-77 SEMICOLON=-77 SLASH=-77 STAR=-77 _NL=-77 __ANON_1=-77 __ANON_2=-77
COMMA=107 RPAR=108 __ANON_1=89 __ANON_2=90
$END=-81 COLON=-81 COMMA=-81 DOT=-81 LPAR=-81 MINUS=-81 MORETHAN=-81 O=-81 PERCENT=-81 PLUS=-81 RBRACE=-81 RING=-81 RPAR=-81 RSQB=-81 SEMICOLON=-81 SLASH=-81 STAR=-81 _NL=-81 __ANON_1=-81 __ANON_2=-81
COMMA=109 RSQB=110
$END=-57 COLON=-57 COMMA=-57 MINUS=-57 MORETHAN=-57 O=-57 PERCENT=-57 PLUS=-57 RBRACE=-57 RING=-57 RPAR=-57 RSQB=-57 SEMICOLON=-57 SLASH=-57 STAR=-57 _NL=-57 __ANON_1=-57 __ANON_2=-57
NAME=111
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=112 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 RBRACE=113 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=59 items=114 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=59 items=115 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=116 POINTER=16 RPAR=117 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 call_items=118 chain=33 expr=119 keyword=120 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-89 COLON=-89 COMMA=-89 DOT=-89 LPAR=-89 MINUS=-89 MORETHAN=-89 O=-89 PERCENT=-89 PLUS=-89 RBRACE=-89 RING=-89 RPAR=-89 RSQB=-89 SEMICOLON=-89 SLASH=-89 STAR=-89 _NL=-89 __ANON_1=-89 __ANON_2=-89
$END=-86 COLON=-86 COMMA=-86 DOT=-86 LPAR=-86 MINUS=-86 MORETHAN=-86 O=-86 PERCENT=-86 PLUS=-86 RBRACE=-86 RING=-86 RPAR=-86 RSQB=-86 SEMICOLON=-86 SLASH=-86 STAR=-86 _NL=-86 __ANON_1=-86 __ANON_2=-86
$END=-48 COLON=-48 LBRACE=68 LPAR=70 MINUS=-48 NAME=-19 O=-48 PERCENT=-48 PLUS=-48 RING=-48 SEMICOLON=-48 SLASH=-48 STAR=-48 _NL=-48 __ANON_1=-48 __ANON_2=-48 brace_args=121 call_args=122
$END=-28 SEMICOLON=-28 _NL=-28 __ANON_1=89 __ANON_2=90
RBRACE=123
$END=-75 AT=104 COLON=-75 COMMA=-75 DOT=-75 LPAR=-75 MINUS=-75 MORETHAN=-75 O=-75 PERCENT=-75 PLUS=-75 RBRACE=-75 RING=-75 RPAR=-75 RSQB=-75 SEMICOLON=-75 SLASH=-75 STAR=-75 _NL=-75 __ANON_1=-75 __ANON_2=-75
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=124 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
EQUAL=125
EQUAL=126 LESSTHAN=69 NAME=-20 template_args=127
AUTO=-108 CONST=-108 CONSTEXPR=-108 NAME=-108 STATIC=-108
NAME=128
$END=-106 ARITH_ORIGIN=1 AT=2 AUTO=3 CONST=4 CONSTEXPR=5 DEF=6 FROM=7 IMPORT=8 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=14 PASS=15 POINTER=16 RETURN=17 SEMICOLON=-106 STATIC=19 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 USING=24 _NL=-106 __assign_star_1=26 _qualifier=28 applicable=30 assign=31 call=32 chain=33 ctype=34 expr=35 layout=36 list=37 method=38 neg=39 parens=40 product=41 python_line=43 scaled_basis=44 statement=129 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-103 SEMICOLON=-103 _NL=-103
NAME=130
$END=-71 COLON=-71 COMMA=-71 DOT=-71 LPAR=-71 MINUS=-71 MORETHAN=-71 O=-71 PERCENT=-71 PLUS=-71 RBRACE=-71 RING=-71 RPAR=-71 RSQB=-71 SEMICOLON=-71 SLASH=-71 STAR=-71 _NL=-71 __ANON_1=-71 __ANON_2=-71
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 layout=131 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 layout=132 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
EQUAL=133
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=134 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=135 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
NAME=136
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 scaled_basis=44 static_int=46 swizzle=48 tiler=49 tuple=50 unary=137
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 scaled_basis=44 static_int=46 swizzle=48 tiler=49 tuple=50 unary=138
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 scaled_basis=44 static_int=46 swizzle=48 tiler=49 tuple=50 unary=139
$END=-1 SEMICOLON=18 _NL=25 _sep=82
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=140 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 product=141 scaled_basis=44 static_int=46 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 list=37 method=38 neg=39 parens=40 product=142 scaled_basis=44 static_int=46 swizzle=48 tiler=49 tuple=50 unary=51
$END=-48 COLON=-48 COMMA=-48 LBRACE=68 LPAR=70 MINUS=-48 MORETHAN=-48 O=-48 PERCENT=-48 PLUS=-48 RBRACE=-48 RING=-48 RPAR=-48 RSQB=-48 SEMICOLON=-48 SLASH=-48 STAR=-48 _NL=-48 __ANON_1=-48 __ANON_2=-48 brace_args=121 call_args=122
COLON=143 __ANON_0=144
NAME=145
NAME=146
$END=-109 AT=-109 COLON=-109 COMMA=-109 DOT=-109 LPAR=-109 MINUS=-109 MORETHAN=-109 O=-109 PERCENT=-109 PLUS=-109 RBRACE=-109 RING=-109 RPAR=-109 RSQB=-109 SEMICOLON=-109 SLASH=-109 STAR=-109 _NL=-109 __ANON_1=-109 __ANON_2=-109
INT=147
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=148 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-84 COLON=-84 COMMA=-84 DOT=-84 LPAR=-84 MINUS=-84 MORETHAN=-84 O=-84 PERCENT=-84 PLUS=-84 RBRACE=-84 RING=-84 RPAR=-84 RSQB=-84 SEMICOLON=-84 SLASH=-84 STAR=-84 _NL=-84 __ANON_1=-84 __ANON_2=-84
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 RPAR=149 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=59 items=150 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-76 COLON=-76 COMMA=-76 DOT=-76 LPAR=-76 MINUS=-76 MORETHAN=-76 O=-76 PERCENT=-76 PLUS=-76 RBRACE=-76 RING=-76 RPAR=-76 RSQB=-76 SEMICOLON=-76 SLASH=-76 STAR=-76 _NL=-76 __ANON_1=-76 __ANON_2=-76
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 RSQB=151 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=148 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-83 COLON=-83 COMMA=-83 DOT=-83 LPAR=-83 MINUS=-83 MORETHAN=-83 O=-83 PERCENT=-83 PLUS=-83 RBRACE=-83 RING=-83 RPAR=-83 RSQB=-83 SEMICOLON=-83 SLASH=-83 STAR=-83 _NL=-83 __ANON_1=-83 __ANON_2=-83
$END=-54 COLON=-54 COMMA=-54 DOT=-54 LPAR=70 MINUS=-54 MORETHAN=-54 O=-54 PERCENT=-54 PLUS=-54 RBRACE=-54 RING=-54 RPAR=-54 RSQB=-54 SEMICOLON=-54 SLASH=-54 STAR=-54 _NL=-54 __ANON_1=-54 __ANON_2=-54 call_args=152
$END=-11 SEMICOLON=-11 _NL=-11 __ANON_1=89 __ANON_2=90
$END=-95 COLON=-95 COMMA=-95 DOT=-95 LPAR=-95 MINUS=-95 MORETHAN=-95 O=-95 PERCENT=-95 PLUS=-95 RBRACE=-95 RING=-95 RPAR=-95 RSQB=-95 SEMICOLON=-95 SLASH=-95 STAR=-95 _NL=-95 __ANON_1=-95 __ANON_2=-95
COMMA=105 RBRACE=153
COMMA=105 MORETHAN=154
COLON=-47 COMMA=-47 DOT=66 EQUAL=155 LBRACE=68 LESSTHAN=69 LPAR=70 MINUS=-47 O=-47 PERCENT=-47 PLUS=-47 RING=-47 RPAR=-47 SLASH=-47 STAR=-47 __ANON_1=-47 __ANON_2=-47 brace_args=71 call_args=72 template_args=99
$END=-91 COLON=-91 COMMA=-91 DOT=-91 LPAR=-91 MINUS=-91 MORETHAN=-91 O=-91 PERCENT=-91 PLUS=-91 RBRACE=-91 RING=-91 RPAR=-91 RSQB=-91 SEMICOLON=-91 SLASH=-91 STAR=-91 _NL=-91 __ANON_0=-91 __ANON_1=-91 __ANON_2=-91
COMMA=156 RPAR=157
COMMA=-98 RPAR=-98 __ANON_1=89 __ANON_2=90
COMMA=-99 RPAR=-99
$END=-88 COLON=-88 COMMA=-88 DOT=-88 LPAR=-88 MINUS=-88 MORETHAN=-88 O=-88 PERCENT=-88 PLUS=-88 RBRACE=-88 RING=-88 RPAR=-88 RSQB=-88 SEMICOLON=-88 SLASH=-88 STAR=-88 _NL=-88 __ANON_1=-88 __ANON_2=-88
$END=-87 COLON=-87 COMMA=-87 DOT=-87 LPAR=-87 MINUS=-87 MORETHAN=-87 O=-87 PERCENT=-87 PLUS=-87 RBRACE=-87 RING=-87 RPAR=-87 RSQB=-87 SEMICOLON=-87 SLASH=-87 STAR=-87 _NL=-87 __ANON_1=-87 __ANON_2=-87
$END=-72 COLON=-72 COMMA=-72 DOT=-72 LPAR=-72 MINUS=-72 MORETHAN=-72 O=-72 PERCENT=-72 PLUS=-72 RBRACE=-72 RING=-72 RPAR=-72 RSQB=-72 SEMICOLON=-72 SLASH=-72 STAR=-72 _NL=-72 __ANON_1=-72 __ANON_2=-72
COMMA=158 __ANON_1=89 __ANON_2=90
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=159 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=160 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
NAME=-19
EQUAL=161
$END=-105 SEMICOLON=-105 _NL=-105
$END=-55 COLON=-55 COMMA=-55 DOT=-55 LPAR=70 MINUS=-55 MORETHAN=-55 O=-55 PERCENT=-55 PLUS=-55 RBRACE=-55 RING=-55 RPAR=-55 RSQB=-55 SEMICOLON=-55 SLASH=-55 STAR=-55 _NL=-55 __ANON_1=-55 __ANON_2=-55 call_args=162
$END=-35 COMMA=-35 MORETHAN=-35 O=-35 RBRACE=-35 RING=-35 RPAR=-35 RSQB=-35 SEMICOLON=-35 _NL=-35 __ANON_1=-35 __ANON_2=-35
$END=-36 COMMA=-36 MORETHAN=-36 O=-36 RBRACE=-36 RING=-36 RPAR=-36 RSQB=-36 SEMICOLON=-36 _NL=-36 __ANON_1=-36 __ANON_2=-36
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=163 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-32 COMMA=-32 MORETHAN=-32 O=86 RBRACE=-32 RING=87 RPAR=-32 RSQB=-32 SEMICOLON=-32 _NL=-32 __ANON_1=-32 __ANON_2=-32
$END=-33 COMMA=-33 MORETHAN=-33 O=86 RBRACE=-33 RING=87 RPAR=-33 RSQB=-33 SEMICOLON=-33 _NL=-33 __ANON_1=-33 __ANON_2=-33
$END=-56 COLON=-56 COMMA=-56 DOT=-56 LPAR=70 MINUS=-56 MORETHAN=-56 O=-56 PERCENT=-56 PLUS=-56 RBRACE=-56 RING=-56 RPAR=-56 RSQB=-56 SEMICOLON=-56 SLASH=-56 STAR=-56 _NL=-56 __ANON_1=-56 __ANON_2=-56 call_args=164
$END=-45 COLON=-45 COMMA=-45 MINUS=-45 MORETHAN=-45 O=-45 PERCENT=-45 PLUS=-45 RBRACE=-45 RING=-45 RPAR=-45 RSQB=-45 SEMICOLON=-45 SLASH=-45 STAR=-45 _NL=-45 __ANON_1=-45 __ANON_2=-45
$END=-44 COLON=-44 COMMA=-44 MINUS=-44 MORETHAN=-44 O=-44 PERCENT=-44 PLUS=-44 RBRACE=-44 RING=-44 RPAR=-44 RSQB=-44 SEMICOLON=-44 SLASH=-44 STAR=-44 _NL=-44 __ANON_1=-44 __ANON_2=-44
$END=-43 COLON=-43 COMMA=-43 MINUS=-43 MORETHAN=-43 O=-43 PERCENT=-43 PLUS=-43 RBRACE=-43 RING=-43 RPAR=-43 RSQB=-43 SEMICOLON=-43 SLASH=-43 STAR=-43 _NL=-43 __ANON_1=-43 __ANON_2=-43
$END=-38 COMMA=-38 MINUS=97 MORETHAN=-38 O=-38 PLUS=98 RBRACE=-38 RING=-38 RPAR=-38 RSQB=-38 SEMICOLON=-38 _NL=-38 __ANON_1=-38 __ANON_2=-38
$END=-41 COLON=-41 COMMA=-41 MINUS=-41 MORETHAN=-41 O=-41 PERCENT=92 PLUS=-41 RBRACE=-41 RING=-41 RPAR=-41 RSQB=-41 SEMICOLON=-41 SLASH=93 STAR=94 _NL=-41 __ANON_1=-41 __ANON_2=-41
$END=-40 COLON=-40 COMMA=-40 MINUS=-40 MORETHAN=-40 O=-40 PERCENT=92 PLUS=-40 RBRACE=-40 RING=-40 RPAR=-40 RSQB=-40 SEMICOLON=-40 SLASH=93 STAR=94 _NL=-40 __ANON_1=-40 __ANON_2=-40
$END=-27 SEMICOLON=-27 _NL=-27
NAME=165
$END=-24 AS=166 SEMICOLON=-24 _NL=-24
$END=-21 SEMICOLON=-21 _NL=-21
$END=-110 AT=-110 COLON=-110 COMMA=-110 DOT=-110 LPAR=-110 MINUS=-110 MORETHAN=-110 O=-110 PERCENT=-110 PLUS=-110 RBRACE=-110 RING=-110 RPAR=-110 RSQB=-110 SEMICOLON=-110 SLASH=-110 STAR=-110 _NL=-110 __ANON_1=-110 __ANON_2=-110
COMMA=-97 MORETHAN=-97 RBRACE=-97 RPAR=-97 RSQB=-97 __ANON_1=89 __ANON_2=90
$END=-80 COLON=-80 COMMA=-80 DOT=-80 LPAR=-80 MINUS=-80 MORETHAN=-80 O=-80 PERCENT=-80 PLUS=-80 RBRACE=-80 RING=-80 RPAR=-80 RSQB=-80 SEMICOLON=-80 SLASH=-80 STAR=-80 _NL=-80 __ANON_1=-80 __ANON_2=-80
COMMA=167 RPAR=168
$END=-82 COLON=-82 COMMA=-82 DOT=-82 LPAR=-82 MINUS=-82 MORETHAN=-82 O=-82 PERCENT=-82 PLUS=-82 RBRACE=-82 RING=-82 RPAR=-82 RSQB=-82 SEMICOLON=-82 SLASH=-82 STAR=-82 _NL=-82 __ANON_1=-82 __ANON_2=-82
$END=-51 COLON=-51 COMMA=-51 DOT=-51 MINUS=-51 MORETHAN=-51 O=-51 PERCENT=-51 PLUS=-51 RBRACE=-51 RING=-51 RPAR=-51 RSQB=-51 SEMICOLON=-51 SLASH=-51 STAR=-51 _NL=-51 __ANON_1=-51 __ANON_2=-51
$END=-94 COLON=-94 COMMA=-94 DOT=-94 LPAR=-94 MINUS=-94 MORETHAN=-94 O=-94 PERCENT=-94 PLUS=-94 RBRACE=-94 RING=-94 RPAR=-94 RSQB=-94 SEMICOLON=-94 SLASH=-94 STAR=-94 _NL=-94 __ANON_1=-94 __ANON_2=-94
$END=-90 COLON=-90 COMMA=-90 LBRACE=-90 LPAR=-90 MINUS=-90 MORETHAN=-90 NAME=-90 O=-90 PERCENT=-90 PLUS=-90 RBRACE=-90 RING=-90 RPAR=-90 RSQB=-90 SEMICOLON=-90 SLASH=-90 STAR=-90 _NL=-90 __ANON_1=-90 __ANON_2=-90
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=169 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=116 POINTER=16 RPAR=170 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=171 keyword=172 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-93 COLON=-93 COMMA=-93 DOT=-93 LPAR=-93 MINUS=-93 MORETHAN=-93 O=-93 PERCENT=-93 PLUS=-93 RBRACE=-93 RING=-93 RPAR=-93 RSQB=-93 SEMICOLON=-93 SLASH=-93 STAR=-93 _NL=-93 __ANON_0=-93 __ANON_1=-93 __ANON_2=-93
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=173 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-14 SEMICOLON=-14 _NL=-14 __ANON_1=89 __ANON_2=90
$END=-10 SEMICOLON=-10 _NL=-10 __ANON_1=89 __ANON_2=90
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=174 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-52 COLON=-52 COMMA=-52 DOT=-52 MINUS=-52 MORETHAN=-52 O=-52 PERCENT=-52 PLUS=-52 RBRACE=-52 RING=-52 RPAR=-52 RSQB=-52 SEMICOLON=-52 SLASH=-52 STAR=-52 _NL=-52 __ANON_1=-52 __ANON_2=-52
$END=-13 SEMICOLON=-13 _NL=-13 __ANON_1=89 __ANON_2=90
$END=-53 COLON=-53 COMMA=-53 DOT=-53 MINUS=-53 MORETHAN=-53 O=-53 PERCENT=-53 PLUS=-53 RBRACE=-53 RING=-53 RPAR=-53 RSQB=-53 SEMICOLON=-53 SLASH=-53 STAR=-53 _NL=-53 __ANON_1=-53 __ANON_2=-53
COLON=175
NAME=176
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 RPAR=177 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=148 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
$END=-79 COLON=-79 COMMA=-79 DOT=-79 LPAR=-79 MINUS=-79 MORETHAN=-79 O=-79 PERCENT=-79 PLUS=-79 RBRACE=-79 RING=-79 RPAR=-79 RSQB=-79 SEMICOLON=-79 SLASH=-79 STAR=-79 _NL=-79 __ANON_1=-79 __ANON_2=-79
COMMA=-102 RPAR=-102 __ANON_1=89 __ANON_2=90
$END=-92 COLON=-92 COMMA=-92 DOT=-92 LPAR=-92 MINUS=-92 MORETHAN=-92 O=-92 PERCENT=-92 PLUS=-92 RBRACE=-92 RING=-92 RPAR=-92 RSQB=-92 SEMICOLON=-92 SLASH=-92 STAR=-92 _NL=-92 __ANON_0=-92 __ANON_1=-92 __ANON_2=-92
COMMA=-100 RPAR=-100 __ANON_1=89 __ANON_2=90
COMMA=-101 RPAR=-101
COMMA=178 __ANON_1=89 __ANON_2=90
$END=-12 SEMICOLON=-12 _NL=-12 __ANON_1=89 __ANON_2=90
$END=-26 SEMICOLON=-26 _NL=-26
$END=-23 SEMICOLON=-23 _NL=-23
$END=-78 COLON=-78 COMMA=-78 DOT=-78 LPAR=-78 MINUS=-78 MORETHAN=-78 O=-78 PERCENT=-78 PLUS=-78 RBRACE=-78 RING=-78 RPAR=-78 RSQB=-78 SEMICOLON=-78 SLASH=-78 STAR=-78 _NL=-78 __ANON_1=-78 __ANON_2=-78
ARITH_ORIGIN=1 INT=9 LESSTHAN=10 LPAR=11 LSQB=12 MINUS=13 NAME=52 POINTER=16 STATIC_INT=20 STRING=21 SW=22 UNDERSCORE=23 applicable=30 call=32 chain=33 expr=179 layout=36 list=37 method=38 neg=39 parens=40 product=41 scaled_basis=44 static_int=46 sum=47 swizzle=48 tiler=49 tuple=50 unary=51
MORETHAN=180 __ANON_1=89 __ANON_2=90
$END=-85 COLON=-85 COMMA=-85 DOT=-85 LPAR=-85 MINUS=-85 MORETHAN=-85 O=-85 PERCENT=-85 PLUS=-85 RBRACE=-85 RING=-85 RPAR=-85 RSQB=-85 SEMICOLON=-85 SLASH=-85 STAR=-85 _NL=-85 __ANON_1=-85 __ANON_2=-85
"""


def _read_states(text: str) -> tuple[dict[str, int], ...]:
    states = []
    for row in text.splitlines():  # (a state without actions is an empty line)
        actions = {}
        for item in row.split():
            symbol, _, action = item.partition("=")
            actions[symbol] = int(action)
        states.append(actions)
    return tuple(states)


STATES = _read_states(_STATES_TEXT)
