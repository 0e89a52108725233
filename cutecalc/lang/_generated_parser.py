# Generated from grammar/cutecalc.lark by `python -m cutecalc.lang.build_parser`: do not edit.
# Regenerate after every change to the grammar; tests/lang/test_parser_sync.py fails until then.
# ruff: noqa: E501
"""The cutecalc grammar compiled by Lark into LALR(1) tables, as plain data (see build_parser.py).

TERMINALS  (name, 'str' | 're', pattern, regexp, priority, max_width), in Lark's order
IGNORE     the %ignore'd terminals
RULES      (origin, length, callback, expand1, children filter, Nones to append); the filter is Lark's
           ChildFilter: ((index, splice, Nones before), ...), or None when children pass unchanged
STATES     one dict per state, symbol -> action: a state number to shift or go to, or -1 - rule index
           to reduce by; written as text, one line per state of `symbol=action` pairs (a module of
           dict literals takes ten times longer to compile than this text takes to read)
"""

GRAMMAR_SHA256 = 'e007295051d5e94fe2a3c1b9dc733a3410955e0df13691eb3b31e49ec3adec8d'
REGEX_FLAGS = 0
START_STATE = 0
END_STATE = 33

TERMINALS = (
    ('INT', 're', '0[xX][0-9a-fA-F]+|[0-9]+', '0[xX][0-9a-fA-F]+|[0-9]+', 0, 18446744073709551616),
    ('STATIC_INT', 're', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', 0, 18446744073709551616),
    ('UNDERSCORE', 're', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', 0, 7),
    ('NAME', 're', '(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', '(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))([A-Za-z_][A-Za-z0-9_]*::)*[A-Za-z_][A-Za-z0-9_]*', 0, 18446744073709551616),
    ('STRING', 're', '"([^"\\\\\n]|\\\\.)*"', '"([^"\\\\\n]|\\\\.)*"', 0, 18446744073709551616),
    ('POINTER', 're', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', '(?=[Sgsrpt])(Sw<\\d+,\\d+,-?\\d+>_)?((gmem_|smem_|rmem_)?(sub)?ptr\\[\\d+b\\]\\((0x[0-9a-fA-F]+|\\(nil\\))(\\.\\d+)?\\)|smem_(sparse<\\d+>_)?ptr\\[\\d+b\\]\\(unset\\)|tmem_\\[\\d+b\\]\\(0x[0-9a-fA-F]+\\.[0-9a-fA-F]+\\))', 2, 18446744073709551616),
    ('RING', 'str', '∘', '∘', 0, 1),
    ('_NL', 're', '\n', '\n', 0, 1),
    ('WS', 're', '[ \t\x0c\r]+', '[ \t\x0c\r]+', 0, 18446744073709551616),
    ('COMMENT', 're', '#[^\n]*', '#[^\n]*', 0, 18446744073709551616),
    ('CPP_COMMENT', 're', '\\/\\/[^\n]*', '\\/\\/[^\n]*', 0, 18446744073709551616),
    ('C_COMMENT', 're', '\\/\\*(.|\n)*?\\*\\/', '\\/\\*(.|\n)*?\\*\\/', 0, 18446744073709551616),
    ('SEMICOLON', 'str', ';', ';', 0, 1),
    ('EQUAL', 'str', '=', '=', 0, 1),
    ('USING', 'str', 'using', 'using', 0, 5),
    ('AUTO', 'str', 'auto', 'auto', 0, 4),
    ('CONST', 'str', 'const', 'const', 0, 5),
    ('CONSTEXPR', 'str', 'constexpr', 'constexpr', 0, 9),
    ('STATIC', 'str', 'static', 'static', 0, 6),
    ('__ANON_0', 'str', '==', '==', 0, 2),
    ('__ANON_1', 'str', '!=', '!=', 0, 2),
    ('O', 'str', 'o', 'o', 0, 1),
    ('COLON', 'str', ':', ':', 0, 1),
    ('PLUS', 'str', '+', '\\+', 0, 1),
    ('MINUS', 'str', '-', '\\-', 0, 1),
    ('STAR', 'str', '*', '\\*', 0, 1),
    ('SLASH', 'str', '/', '/', 0, 1),
    ('PERCENT', 'str', '%', '%', 0, 1),
    ('DOT', 'str', '.', '\\.', 0, 1),
    ('LBRACE', 'str', '{', '\\{', 0, 1),
    ('RBRACE', 'str', '}', '\\}', 0, 1),
    ('AT', 'str', '@', '@', 0, 1),
    ('LPAR', 'str', '(', '\\(', 0, 1),
    ('RPAR', 'str', ')', '\\)', 0, 1),
    ('COMMA', 'str', ',', ',', 0, 1),
    ('LESSTHAN', 'str', '<', '<', 0, 1),
    ('MORETHAN', 'str', '>', '>', 0, 1),
    ('SW', 'str', 'Sw', 'Sw', 0, 2),
)

IGNORE = ('WS', 'COMMENT', 'CPP_COMMENT', 'C_COMMENT')

RULES = (
    ('program', 2, 'program', False, ((0, False, 0), (1, True, 0)), 0),
    ('program', 1, 'program', False, None, 0),
    ('program', 1, 'program', False, ((0, True, 1),), 0),
    ('program', 0, 'program', False, (), 1),
    ('_sep', 1, '_sep', False, None, 0),
    ('_sep', 1, '_sep', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'expr_stmt', False, None, 0),
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
    ('applicable', 1, 'string', False, None, 0),
    ('applicable', 1, 'pointer', False, None, 0),
    ('applicable', 2, 'apply', False, None, 0),
    ('static_int', 3, 'static_int', False, None, 0),
    ('static_int', 1, 'static_int', False, None, 0),
    ('scaled_basis', 2, 'scaled_basis', False, ((0, False, 0), (1, True, 0)), 0),
    ('scaled_basis', 2, 'scaled_basis', False, ((0, False, 0), (1, True, 0)), 0),
    ('parens', 3, 'parens', False, None, 0),
    ('tuple', 2, 'tuple', False, None, 0),
    ('tuple', 5, 'tuple', False, None, 0),
    ('tiler', 3, 'tiler', False, None, 0),
    ('swizzle', 8, 'swizzle', False, None, 0),
    ('call', 2, 'call', False, None, 0),
    ('call', 3, 'call', False, None, 0),
    ('call', 3, 'call', False, None, 0),
    ('call', 2, 'call', False, None, 0),
    ('template_args', 3, 'template_args', False, None, 0),
    ('call_args', 3, 'call_args', False, None, 0),
    ('call_args', 2, 'call_args', False, None, 0),
    ('brace_args', 3, 'brace_args', False, None, 0),
    ('brace_args', 2, 'brace_args', False, None, 0),
    ('items', 1, 'items', False, None, 0),
    ('items', 3, 'items', False, None, 0),
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
$END=-4 AUTO=1 CONST=2 CONSTEXPR=3 INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=8 POINTER=9 SEMICOLON=10 STATIC=11 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 USING=16 _NL=17 __assign_star_1=18 __program_star_0=19 _qualifier=20 _sep=21 applicable=22 assign=23 call=24 chain=25 ctype=26 expr=27 layout=28 method=29 neg=30 parens=31 product=32 program=33 scaled_basis=34 statement=35 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
AUTO=-14 CONST=-14 CONSTEXPR=-14 NAME=-14 STATIC=-14
AUTO=-15 CONST=-15 CONSTEXPR=-15 NAME=-15 STATIC=-15
AUTO=-16 CONST=-16 CONSTEXPR=-16 NAME=-16 STATIC=-16
$END=-44 AT=42 COLON=-44 COMMA=-44 DOT=-44 LPAR=-44 MINUS=-44 MORETHAN=-44 O=-44 PERCENT=-44 PLUS=-44 RBRACE=-44 RING=-44 RPAR=-44 SEMICOLON=-44 SLASH=-44 STAR=-44 _NL=-44 __ANON_0=-44 __ANON_1=-44 __scaled_basis_plus_2=43
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=45 items=46 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 RPAR=47 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=48 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 scaled_basis=34 static_int=36 swizzle=38 tiler=39 tuple=40 unary=49
$END=-36 COLON=-36 DOT=50 EQUAL=51 LBRACE=52 LESSTHAN=53 LPAR=54 MINUS=-36 NAME=-19 O=-36 PERCENT=-36 PLUS=-36 RING=-36 SEMICOLON=-36 SLASH=-36 STAR=-36 _NL=-36 __ANON_0=-36 __ANON_1=-36 brace_args=55 call_args=56 template_args=57
$END=-54 COLON=-54 COMMA=-54 DOT=-54 LPAR=-54 MINUS=-54 MORETHAN=-54 O=-54 PERCENT=-54 PLUS=-54 RBRACE=-54 RING=-54 RPAR=-54 SEMICOLON=-54 SLASH=-54 STAR=-54 _NL=-54 __ANON_0=-54 __ANON_1=-54
$END=-6 AUTO=-6 CONST=-6 CONSTEXPR=-6 INT=-6 LESSTHAN=-6 LPAR=-6 MINUS=-6 NAME=-6 POINTER=-6 SEMICOLON=-6 STATIC=-6 STATIC_INT=-6 STRING=-6 SW=-6 UNDERSCORE=-6 USING=-6 _NL=-6
AUTO=-17 CONST=-17 CONSTEXPR=-17 NAME=-17 STATIC=-17
$END=-57 AT=42 COLON=-57 COMMA=-57 DOT=-57 LBRACE=58 LPAR=-57 MINUS=-57 MORETHAN=-57 O=-57 PERCENT=-57 PLUS=-57 RBRACE=-57 RING=-57 RPAR=-57 SEMICOLON=-57 SLASH=-57 STAR=-57 _NL=-57 __ANON_0=-57 __ANON_1=-57 __scaled_basis_plus_2=59
$END=-53 COLON=-53 COMMA=-53 DOT=-53 LPAR=-53 MINUS=-53 MORETHAN=-53 O=-53 PERCENT=-53 PLUS=-53 RBRACE=-53 RING=-53 RPAR=-53 SEMICOLON=-53 SLASH=-53 STAR=-53 _NL=-53 __ANON_0=-53 __ANON_1=-53
LESSTHAN=60
$END=-47 COLON=-47 COMMA=-47 DOT=-47 LPAR=-47 MINUS=-47 MORETHAN=-47 O=-47 PERCENT=-47 PLUS=-47 RBRACE=-47 RING=-47 RPAR=-47 SEMICOLON=-47 SLASH=-47 STAR=-47 _NL=-47 __ANON_0=-47 __ANON_1=-47
NAME=61
$END=-5 AUTO=-5 CONST=-5 CONSTEXPR=-5 INT=-5 LESSTHAN=-5 LPAR=-5 MINUS=-5 NAME=-5 POINTER=-5 SEMICOLON=-5 STATIC=-5 STATIC_INT=-5 STRING=-5 SW=-5 UNDERSCORE=-5 USING=-5 _NL=-5
AUTO=1 CONST=2 CONSTEXPR=3 NAME=62 STATIC=11 _qualifier=63 ctype=64
$END=-3 SEMICOLON=10 _NL=17 _sep=65
AUTO=-80 CONST=-80 CONSTEXPR=-80 NAME=-80 STATIC=-80
$END=-77 AUTO=1 CONST=2 CONSTEXPR=3 INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=8 POINTER=9 SEMICOLON=-77 STATIC=11 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 USING=16 _NL=-77 __assign_star_1=18 _qualifier=20 applicable=22 assign=23 call=24 chain=25 ctype=26 expr=27 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 statement=66 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-35 COLON=-35 COMMA=-35 DOT=67 LPAR=54 MINUS=-35 MORETHAN=-35 O=-35 PERCENT=-35 PLUS=-35 RBRACE=-35 RING=-35 RPAR=-35 SEMICOLON=-35 SLASH=-35 STAR=-35 _NL=-35 __ANON_0=-35 __ANON_1=-35 call_args=68
$END=-7 SEMICOLON=-7 _NL=-7
$END=-52 COLON=-52 COMMA=-52 DOT=-52 LPAR=-52 MINUS=-52 MORETHAN=-52 O=-52 PERCENT=-52 PLUS=-52 RBRACE=-52 RING=-52 RPAR=-52 SEMICOLON=-52 SLASH=-52 STAR=-52 _NL=-52 __ANON_0=-52 __ANON_1=-52
$END=-20 COMMA=-20 MORETHAN=-20 O=69 RBRACE=-20 RING=70 RPAR=-20 SEMICOLON=-20 _NL=-20 __ANON_0=-20 __ANON_1=-20
NAME=71
$END=-8 SEMICOLON=-8 _NL=-8 __ANON_0=72 __ANON_1=73
$END=-23 COMMA=-23 MORETHAN=-23 O=-23 RBRACE=-23 RING=-23 RPAR=-23 SEMICOLON=-23 _NL=-23 __ANON_0=-23 __ANON_1=-23
$END=-38 COLON=-38 COMMA=-38 DOT=74 MINUS=-38 MORETHAN=-38 O=-38 PERCENT=-38 PLUS=-38 RBRACE=-38 RING=-38 RPAR=-38 SEMICOLON=-38 SLASH=-38 STAR=-38 _NL=-38 __ANON_0=-38 __ANON_1=-38
$END=-39 COLON=-39 COMMA=-39 MINUS=-39 MORETHAN=-39 O=-39 PERCENT=-39 PLUS=-39 RBRACE=-39 RING=-39 RPAR=-39 SEMICOLON=-39 SLASH=-39 STAR=-39 _NL=-39 __ANON_0=-39 __ANON_1=-39
$END=-48 COLON=-48 COMMA=-48 DOT=-48 LPAR=-48 MINUS=-48 MORETHAN=-48 O=-48 PERCENT=-48 PLUS=-48 RBRACE=-48 RING=-48 RPAR=-48 SEMICOLON=-48 SLASH=-48 STAR=-48 _NL=-48 __ANON_0=-48 __ANON_1=-48
$END=-28 COLON=-28 COMMA=-28 MINUS=-28 MORETHAN=-28 O=-28 PERCENT=75 PLUS=-28 RBRACE=-28 RING=-28 RPAR=-28 SEMICOLON=-28 SLASH=76 STAR=77 _NL=-28 __ANON_0=-28 __ANON_1=-28

$END=-46 COLON=-46 COMMA=-46 DOT=-46 LPAR=-46 MINUS=-46 MORETHAN=-46 O=-46 PERCENT=-46 PLUS=-46 RBRACE=-46 RING=-46 RPAR=-46 SEMICOLON=-46 SLASH=-46 STAR=-46 _NL=-46 __ANON_0=-46 __ANON_1=-46
$END=-2 SEMICOLON=10 _NL=17 __program_star_0=78 _sep=21
$END=-45 COLON=-45 COMMA=-45 DOT=-45 LPAR=-45 MINUS=-45 MORETHAN=-45 O=-45 PERCENT=-45 PLUS=-45 RBRACE=-45 RING=-45 RPAR=-45 SEMICOLON=-45 SLASH=-45 STAR=-45 _NL=-45 __ANON_0=-45 __ANON_1=-45
$END=-26 COLON=79 COMMA=-26 MINUS=80 MORETHAN=-26 O=-26 PLUS=81 RBRACE=-26 RING=-26 RPAR=-26 SEMICOLON=-26 _NL=-26 __ANON_0=-26 __ANON_1=-26
$END=-51 COLON=-51 COMMA=-51 DOT=-51 LPAR=-51 MINUS=-51 MORETHAN=-51 O=-51 PERCENT=-51 PLUS=-51 RBRACE=-51 RING=-51 RPAR=-51 SEMICOLON=-51 SLASH=-51 STAR=-51 _NL=-51 __ANON_0=-51 __ANON_1=-51
$END=-50 COLON=-50 COMMA=-50 DOT=-50 LPAR=-50 MINUS=-50 MORETHAN=-50 O=-50 PERCENT=-50 PLUS=-50 RBRACE=-50 RING=-50 RPAR=-50 SEMICOLON=-50 SLASH=-50 STAR=-50 _NL=-50 __ANON_0=-50 __ANON_1=-50
$END=-49 COLON=-49 COMMA=-49 DOT=-49 LPAR=-49 MINUS=-49 MORETHAN=-49 O=-49 PERCENT=-49 PLUS=-49 RBRACE=-49 RING=-49 RPAR=-49 SEMICOLON=-49 SLASH=-49 STAR=-49 _NL=-49 __ANON_0=-49 __ANON_1=-49
$END=-31 COLON=-31 COMMA=-31 MINUS=-31 MORETHAN=-31 O=-31 PERCENT=-31 PLUS=-31 RBRACE=-31 RING=-31 RPAR=-31 SEMICOLON=-31 SLASH=-31 STAR=-31 _NL=-31 __ANON_0=-31 __ANON_1=-31
INT=82
$END=-58 AT=83 COLON=-58 COMMA=-58 DOT=-58 LPAR=-58 MINUS=-58 MORETHAN=-58 O=-58 PERCENT=-58 PLUS=-58 RBRACE=-58 RING=-58 RPAR=-58 SEMICOLON=-58 SLASH=-58 STAR=-58 _NL=-58 __ANON_0=-58 __ANON_1=-58
$END=-36 COLON=-36 COMMA=-36 DOT=50 LBRACE=52 LESSTHAN=53 LPAR=54 MINUS=-36 MORETHAN=-36 O=-36 PERCENT=-36 PLUS=-36 RBRACE=-36 RING=-36 RPAR=-36 SEMICOLON=-36 SLASH=-36 STAR=-36 _NL=-36 __ANON_0=-36 __ANON_1=-36 brace_args=55 call_args=56 template_args=84
COMMA=-74 MORETHAN=-74 RBRACE=-74 RPAR=-74 __ANON_0=72 __ANON_1=73
COMMA=85 MORETHAN=86
$END=-61 COLON=-61 COMMA=-61 DOT=-61 LPAR=-61 MINUS=-61 MORETHAN=-61 O=-61 PERCENT=-61 PLUS=-61 RBRACE=-61 RING=-61 RPAR=-61 SEMICOLON=-61 SLASH=-61 STAR=-61 _NL=-61 __ANON_0=-61 __ANON_1=-61
COMMA=87 RPAR=88 __ANON_0=72 __ANON_1=73
$END=-43 COLON=-43 COMMA=-43 MINUS=-43 MORETHAN=-43 O=-43 PERCENT=-43 PLUS=-43 RBRACE=-43 RING=-43 RPAR=-43 SEMICOLON=-43 SLASH=-43 STAR=-43 _NL=-43 __ANON_0=-43 __ANON_1=-43
NAME=89
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=90 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 RBRACE=91 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=45 items=92 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=45 items=93 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 RPAR=94 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=45 items=95 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-68 COLON=-68 COMMA=-68 DOT=-68 LPAR=-68 MINUS=-68 MORETHAN=-68 O=-68 PERCENT=-68 PLUS=-68 RBRACE=-68 RING=-68 RPAR=-68 SEMICOLON=-68 SLASH=-68 STAR=-68 _NL=-68 __ANON_0=-68 __ANON_1=-68
$END=-65 COLON=-65 COMMA=-65 DOT=-65 LPAR=-65 MINUS=-65 MORETHAN=-65 O=-65 PERCENT=-65 PLUS=-65 RBRACE=-65 RING=-65 RPAR=-65 SEMICOLON=-65 SLASH=-65 STAR=-65 _NL=-65 __ANON_0=-65 __ANON_1=-65
$END=-37 COLON=-37 LBRACE=52 LPAR=54 MINUS=-37 NAME=-18 O=-37 PERCENT=-37 PLUS=-37 RING=-37 SEMICOLON=-37 SLASH=-37 STAR=-37 _NL=-37 __ANON_0=-37 __ANON_1=-37 brace_args=96 call_args=97
RBRACE=98
$END=-59 AT=83 COLON=-59 COMMA=-59 DOT=-59 LPAR=-59 MINUS=-59 MORETHAN=-59 O=-59 PERCENT=-59 PLUS=-59 RBRACE=-59 RING=-59 RPAR=-59 SEMICOLON=-59 SLASH=-59 STAR=-59 _NL=-59 __ANON_0=-59 __ANON_1=-59
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=99 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
EQUAL=100
EQUAL=101 LESSTHAN=53 NAME=-19 template_args=102
AUTO=-81 CONST=-81 CONSTEXPR=-81 NAME=-81 STATIC=-81
NAME=103
$END=-79 AUTO=1 CONST=2 CONSTEXPR=3 INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=8 POINTER=9 SEMICOLON=-79 STATIC=11 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 USING=16 _NL=-79 __assign_star_1=18 _qualifier=20 applicable=22 assign=23 call=24 chain=25 ctype=26 expr=27 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 statement=104 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-76 SEMICOLON=-76 _NL=-76
NAME=105
$END=-55 COLON=-55 COMMA=-55 DOT=-55 LPAR=-55 MINUS=-55 MORETHAN=-55 O=-55 PERCENT=-55 PLUS=-55 RBRACE=-55 RING=-55 RPAR=-55 SEMICOLON=-55 SLASH=-55 STAR=-55 _NL=-55 __ANON_0=-55 __ANON_1=-55
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 layout=106 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 layout=107 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
EQUAL=108
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=109 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=110 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
NAME=111
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 scaled_basis=34 static_int=36 swizzle=38 tiler=39 tuple=40 unary=112
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 scaled_basis=34 static_int=36 swizzle=38 tiler=39 tuple=40 unary=113
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 scaled_basis=34 static_int=36 swizzle=38 tiler=39 tuple=40 unary=114
$END=-1 SEMICOLON=10 _NL=17 _sep=65
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=115 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 product=116 scaled_basis=34 static_int=36 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 method=29 neg=30 parens=31 product=117 scaled_basis=34 static_int=36 swizzle=38 tiler=39 tuple=40 unary=41
$END=-82 AT=-82 COLON=-82 COMMA=-82 DOT=-82 LPAR=-82 MINUS=-82 MORETHAN=-82 O=-82 PERCENT=-82 PLUS=-82 RBRACE=-82 RING=-82 RPAR=-82 SEMICOLON=-82 SLASH=-82 STAR=-82 _NL=-82 __ANON_0=-82 __ANON_1=-82
INT=118
$END=-37 COLON=-37 COMMA=-37 LBRACE=52 LPAR=54 MINUS=-37 MORETHAN=-37 O=-37 PERCENT=-37 PLUS=-37 RBRACE=-37 RING=-37 RPAR=-37 SEMICOLON=-37 SLASH=-37 STAR=-37 _NL=-37 __ANON_0=-37 __ANON_1=-37 brace_args=96 call_args=97
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=119 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-63 COLON=-63 COMMA=-63 DOT=-63 LPAR=-63 MINUS=-63 MORETHAN=-63 O=-63 PERCENT=-63 PLUS=-63 RBRACE=-63 RING=-63 RPAR=-63 SEMICOLON=-63 SLASH=-63 STAR=-63 _NL=-63 __ANON_0=-63 __ANON_1=-63
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=45 items=120 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-60 COLON=-60 COMMA=-60 DOT=-60 LPAR=-60 MINUS=-60 MORETHAN=-60 O=-60 PERCENT=-60 PLUS=-60 RBRACE=-60 RING=-60 RPAR=-60 SEMICOLON=-60 SLASH=-60 STAR=-60 _NL=-60 __ANON_0=-60 __ANON_1=-60
LPAR=54 call_args=121
$END=-10 SEMICOLON=-10 _NL=-10 __ANON_0=72 __ANON_1=73
$END=-73 COLON=-73 COMMA=-73 DOT=-73 LPAR=-73 MINUS=-73 MORETHAN=-73 O=-73 PERCENT=-73 PLUS=-73 RBRACE=-73 RING=-73 RPAR=-73 SEMICOLON=-73 SLASH=-73 STAR=-73 _NL=-73 __ANON_0=-73 __ANON_1=-73
COMMA=85 RBRACE=122
COMMA=85 MORETHAN=123
$END=-71 COLON=-71 COMMA=-71 DOT=-71 LPAR=-71 MINUS=-71 MORETHAN=-71 O=-71 PERCENT=-71 PLUS=-71 RBRACE=-71 RING=-71 RPAR=-71 SEMICOLON=-71 SLASH=-71 STAR=-71 _NL=-71 __ANON_0=-71 __ANON_1=-71
COMMA=85 RPAR=124
$END=-67 COLON=-67 COMMA=-67 DOT=-67 LPAR=-67 MINUS=-67 MORETHAN=-67 O=-67 PERCENT=-67 PLUS=-67 RBRACE=-67 RING=-67 RPAR=-67 SEMICOLON=-67 SLASH=-67 STAR=-67 _NL=-67 __ANON_0=-67 __ANON_1=-67
$END=-66 COLON=-66 COMMA=-66 DOT=-66 LPAR=-66 MINUS=-66 MORETHAN=-66 O=-66 PERCENT=-66 PLUS=-66 RBRACE=-66 RING=-66 RPAR=-66 SEMICOLON=-66 SLASH=-66 STAR=-66 _NL=-66 __ANON_0=-66 __ANON_1=-66
$END=-56 COLON=-56 COMMA=-56 DOT=-56 LPAR=-56 MINUS=-56 MORETHAN=-56 O=-56 PERCENT=-56 PLUS=-56 RBRACE=-56 RING=-56 RPAR=-56 SEMICOLON=-56 SLASH=-56 STAR=-56 _NL=-56 __ANON_0=-56 __ANON_1=-56
COMMA=125 __ANON_0=72 __ANON_1=73
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=126 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=127 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
NAME=-18
EQUAL=128
$END=-78 SEMICOLON=-78 _NL=-78
LPAR=54 call_args=129
$END=-24 COMMA=-24 MORETHAN=-24 O=-24 RBRACE=-24 RING=-24 RPAR=-24 SEMICOLON=-24 _NL=-24 __ANON_0=-24 __ANON_1=-24
$END=-25 COMMA=-25 MORETHAN=-25 O=-25 RBRACE=-25 RING=-25 RPAR=-25 SEMICOLON=-25 _NL=-25 __ANON_0=-25 __ANON_1=-25
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=130 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-21 COMMA=-21 MORETHAN=-21 O=69 RBRACE=-21 RING=70 RPAR=-21 SEMICOLON=-21 _NL=-21 __ANON_0=-21 __ANON_1=-21
$END=-22 COMMA=-22 MORETHAN=-22 O=69 RBRACE=-22 RING=70 RPAR=-22 SEMICOLON=-22 _NL=-22 __ANON_0=-22 __ANON_1=-22
LPAR=54 call_args=131
$END=-34 COLON=-34 COMMA=-34 MINUS=-34 MORETHAN=-34 O=-34 PERCENT=-34 PLUS=-34 RBRACE=-34 RING=-34 RPAR=-34 SEMICOLON=-34 SLASH=-34 STAR=-34 _NL=-34 __ANON_0=-34 __ANON_1=-34
$END=-33 COLON=-33 COMMA=-33 MINUS=-33 MORETHAN=-33 O=-33 PERCENT=-33 PLUS=-33 RBRACE=-33 RING=-33 RPAR=-33 SEMICOLON=-33 SLASH=-33 STAR=-33 _NL=-33 __ANON_0=-33 __ANON_1=-33
$END=-32 COLON=-32 COMMA=-32 MINUS=-32 MORETHAN=-32 O=-32 PERCENT=-32 PLUS=-32 RBRACE=-32 RING=-32 RPAR=-32 SEMICOLON=-32 SLASH=-32 STAR=-32 _NL=-32 __ANON_0=-32 __ANON_1=-32
$END=-27 COMMA=-27 MINUS=80 MORETHAN=-27 O=-27 PLUS=81 RBRACE=-27 RING=-27 RPAR=-27 SEMICOLON=-27 _NL=-27 __ANON_0=-27 __ANON_1=-27
$END=-30 COLON=-30 COMMA=-30 MINUS=-30 MORETHAN=-30 O=-30 PERCENT=75 PLUS=-30 RBRACE=-30 RING=-30 RPAR=-30 SEMICOLON=-30 SLASH=76 STAR=77 _NL=-30 __ANON_0=-30 __ANON_1=-30
$END=-29 COLON=-29 COMMA=-29 MINUS=-29 MORETHAN=-29 O=-29 PERCENT=75 PLUS=-29 RBRACE=-29 RING=-29 RPAR=-29 SEMICOLON=-29 SLASH=76 STAR=77 _NL=-29 __ANON_0=-29 __ANON_1=-29
$END=-83 AT=-83 COLON=-83 COMMA=-83 DOT=-83 LPAR=-83 MINUS=-83 MORETHAN=-83 O=-83 PERCENT=-83 PLUS=-83 RBRACE=-83 RING=-83 RPAR=-83 SEMICOLON=-83 SLASH=-83 STAR=-83 _NL=-83 __ANON_0=-83 __ANON_1=-83
COMMA=-75 MORETHAN=-75 RBRACE=-75 RPAR=-75 __ANON_0=72 __ANON_1=73
COMMA=85 RPAR=132
$END=-40 COLON=-40 COMMA=-40 DOT=-40 MINUS=-40 MORETHAN=-40 O=-40 PERCENT=-40 PLUS=-40 RBRACE=-40 RING=-40 RPAR=-40 SEMICOLON=-40 SLASH=-40 STAR=-40 _NL=-40 __ANON_0=-40 __ANON_1=-40
$END=-72 COLON=-72 COMMA=-72 DOT=-72 LPAR=-72 MINUS=-72 MORETHAN=-72 O=-72 PERCENT=-72 PLUS=-72 RBRACE=-72 RING=-72 RPAR=-72 SEMICOLON=-72 SLASH=-72 STAR=-72 _NL=-72 __ANON_0=-72 __ANON_1=-72
$END=-69 COLON=-69 COMMA=-69 LBRACE=-69 LPAR=-69 MINUS=-69 MORETHAN=-69 NAME=-69 O=-69 PERCENT=-69 PLUS=-69 RBRACE=-69 RING=-69 RPAR=-69 SEMICOLON=-69 SLASH=-69 STAR=-69 _NL=-69 __ANON_0=-69 __ANON_1=-69
$END=-70 COLON=-70 COMMA=-70 DOT=-70 LPAR=-70 MINUS=-70 MORETHAN=-70 O=-70 PERCENT=-70 PLUS=-70 RBRACE=-70 RING=-70 RPAR=-70 SEMICOLON=-70 SLASH=-70 STAR=-70 _NL=-70 __ANON_0=-70 __ANON_1=-70
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=133 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-13 SEMICOLON=-13 _NL=-13 __ANON_0=72 __ANON_1=73
$END=-9 SEMICOLON=-9 _NL=-9 __ANON_0=72 __ANON_1=73
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=134 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
$END=-41 COLON=-41 COMMA=-41 DOT=-41 MINUS=-41 MORETHAN=-41 O=-41 PERCENT=-41 PLUS=-41 RBRACE=-41 RING=-41 RPAR=-41 SEMICOLON=-41 SLASH=-41 STAR=-41 _NL=-41 __ANON_0=-41 __ANON_1=-41
$END=-12 SEMICOLON=-12 _NL=-12 __ANON_0=72 __ANON_1=73
$END=-42 COLON=-42 COMMA=-42 DOT=-42 MINUS=-42 MORETHAN=-42 O=-42 PERCENT=-42 PLUS=-42 RBRACE=-42 RING=-42 RPAR=-42 SEMICOLON=-42 SLASH=-42 STAR=-42 _NL=-42 __ANON_0=-42 __ANON_1=-42
$END=-62 COLON=-62 COMMA=-62 DOT=-62 LPAR=-62 MINUS=-62 MORETHAN=-62 O=-62 PERCENT=-62 PLUS=-62 RBRACE=-62 RING=-62 RPAR=-62 SEMICOLON=-62 SLASH=-62 STAR=-62 _NL=-62 __ANON_0=-62 __ANON_1=-62
COMMA=135 __ANON_0=72 __ANON_1=73
$END=-11 SEMICOLON=-11 _NL=-11 __ANON_0=72 __ANON_1=73
INT=4 LESSTHAN=5 LPAR=6 MINUS=7 NAME=44 POINTER=9 STATIC_INT=12 STRING=13 SW=14 UNDERSCORE=15 applicable=22 call=24 chain=25 expr=136 layout=28 method=29 neg=30 parens=31 product=32 scaled_basis=34 static_int=36 sum=37 swizzle=38 tiler=39 tuple=40 unary=41
MORETHAN=137 __ANON_0=72 __ANON_1=73
$END=-64 COLON=-64 COMMA=-64 DOT=-64 LPAR=-64 MINUS=-64 MORETHAN=-64 O=-64 PERCENT=-64 PLUS=-64 RBRACE=-64 RING=-64 RPAR=-64 SEMICOLON=-64 SLASH=-64 STAR=-64 _NL=-64 __ANON_0=-64 __ANON_1=-64
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
