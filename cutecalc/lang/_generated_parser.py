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

GRAMMAR_SHA256 = '9a66054cd5a7eca9046463d13e109d1a0f46cbdad1ecbdbc1205d4bf2b6502d6'
REGEX_FLAGS = 0
START_STATE = 0
END_STATE = 22

TERMINALS = (
    ('INT', 're', '0[xX][0-9a-fA-F]+|[0-9]+', '0[xX][0-9a-fA-F]+|[0-9]+', 0, 18446744073709551616),
    ('STATIC_INT', 're', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', '(cute::)?_-?[0-9]+(?![A-Za-z0-9_])', 0, 18446744073709551616),
    ('UNDERSCORE', 're', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', '(cute::)?_(?![A-Za-z0-9_]|-[0-9])', 0, 7),
    ('NAME', 're', '(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))(cute::)?[A-Za-z_][A-Za-z0-9_]*', '(?!(cute::)?_-?[0-9]*(?![A-Za-z0-9_]))(cute::)?[A-Za-z_][A-Za-z0-9_]*', 0, 18446744073709551616),
    ('RING', 'str', '∘', '∘', 0, 1),
    ('_NL', 're', '\n', '\n', 0, 1),
    ('WS', 're', '[ \t\x0c\r]+', '[ \t\x0c\r]+', 0, 18446744073709551616),
    ('COMMENT', 're', '#[^\n]*', '#[^\n]*', 0, 18446744073709551616),
    ('CPP_COMMENT', 're', '\\/\\/[^\n]*', '\\/\\/[^\n]*', 0, 18446744073709551616),
    ('SEMICOLON', 'str', ';', ';', 0, 1),
    ('AUTO', 'str', 'auto', 'auto', 0, 4),
    ('EQUAL', 'str', '=', '=', 0, 1),
    ('O', 'str', 'o', 'o', 0, 1),
    ('COLON', 'str', ':', ':', 0, 1),
    ('PLUS', 'str', '+', '\\+', 0, 1),
    ('MINUS', 'str', '-', '\\-', 0, 1),
    ('STAR', 'str', '*', '\\*', 0, 1),
    ('SLASH', 'str', '/', '/', 0, 1),
    ('PERCENT', 'str', '%', '%', 0, 1),
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

IGNORE = ('WS', 'COMMENT', 'CPP_COMMENT')

RULES = (
    ('program', 2, 'program', False, ((0, False, 0), (1, True, 0)), 0),
    ('program', 1, 'program', False, None, 0),
    ('program', 1, 'program', False, ((0, True, 1),), 0),
    ('program', 0, 'program', False, (), 1),
    ('_sep', 1, '_sep', False, None, 0),
    ('_sep', 1, '_sep', False, None, 0),
    ('statement', 1, 'statement', True, None, 0),
    ('statement', 1, 'expr_stmt', False, None, 0),
    ('assign', 4, 'assign', False, None, 0),
    ('assign', 3, 'assign', False, None, 0),
    ('expr', 1, 'expr', True, None, 0),
    ('expr', 3, 'compose', False, None, 0),
    ('expr', 3, 'compose', False, None, 0),
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
    ('__scaled_basis_plus_1', 2, '__scaled_basis_plus_1', False, None, 0),
    ('__scaled_basis_plus_1', 3, '__scaled_basis_plus_1', False, ((0, True, 0), (1, False, 0), (2, False, 0)), 0),
)

_STATES_TEXT = """\
$END=-4 AUTO=1 INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=6 SEMICOLON=7 STATIC_INT=8 SW=9 UNDERSCORE=10 _NL=11 __program_star_0=12 _sep=13 applicable=14 assign=15 call=16 expr=17 layout=18 neg=19 parens=20 product=21 program=22 scaled_basis=23 statement=24 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
NAME=31
$END=-28 AT=32 COLON=-28 COMMA=-28 LPAR=-28 MINUS=-28 MORETHAN=-28 O=-28 PERCENT=-28 PLUS=-28 RBRACE=-28 RING=-28 RPAR=-28 SEMICOLON=-28 SLASH=-28 STAR=-28 _NL=-28 __scaled_basis_plus_1=33
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=35 items=36 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 RPAR=37 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=38 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 scaled_basis=23 static_int=25 swizzle=27 tiler=28 tuple=29 unary=39
$END=-24 COLON=-24 EQUAL=40 LBRACE=41 LESSTHAN=42 LPAR=43 MINUS=-24 O=-24 PERCENT=-24 PLUS=-24 RING=-24 SEMICOLON=-24 SLASH=-24 STAR=-24 _NL=-24 brace_args=44 call_args=45 template_args=46
$END=-6 AUTO=-6 INT=-6 LESSTHAN=-6 LPAR=-6 MINUS=-6 NAME=-6 SEMICOLON=-6 STATIC_INT=-6 SW=-6 UNDERSCORE=-6 _NL=-6
$END=-39 AT=32 COLON=-39 COMMA=-39 LBRACE=47 LPAR=-39 MINUS=-39 MORETHAN=-39 O=-39 PERCENT=-39 PLUS=-39 RBRACE=-39 RING=-39 RPAR=-39 SEMICOLON=-39 SLASH=-39 STAR=-39 _NL=-39 __scaled_basis_plus_1=48
LESSTHAN=49
$END=-31 COLON=-31 COMMA=-31 LPAR=-31 MINUS=-31 MORETHAN=-31 O=-31 PERCENT=-31 PLUS=-31 RBRACE=-31 RING=-31 RPAR=-31 SEMICOLON=-31 SLASH=-31 STAR=-31 _NL=-31
$END=-5 AUTO=-5 INT=-5 LESSTHAN=-5 LPAR=-5 MINUS=-5 NAME=-5 SEMICOLON=-5 STATIC_INT=-5 SW=-5 UNDERSCORE=-5 _NL=-5
$END=-3 SEMICOLON=7 _NL=11 _sep=50
$END=-59 AUTO=1 INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=6 SEMICOLON=-59 STATIC_INT=8 SW=9 UNDERSCORE=10 _NL=-59 applicable=14 assign=15 call=16 expr=17 layout=18 neg=19 parens=20 product=21 scaled_basis=23 statement=51 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-23 COLON=-23 COMMA=-23 LPAR=43 MINUS=-23 MORETHAN=-23 O=-23 PERCENT=-23 PLUS=-23 RBRACE=-23 RING=-23 RPAR=-23 SEMICOLON=-23 SLASH=-23 STAR=-23 _NL=-23 call_args=52
$END=-7 SEMICOLON=-7 _NL=-7
$END=-36 COLON=-36 COMMA=-36 LPAR=-36 MINUS=-36 MORETHAN=-36 O=-36 PERCENT=-36 PLUS=-36 RBRACE=-36 RING=-36 RPAR=-36 SEMICOLON=-36 SLASH=-36 STAR=-36 _NL=-36
$END=-8 O=53 RING=54 SEMICOLON=-8 _NL=-8
$END=-11 COMMA=-11 MORETHAN=-11 O=-11 RBRACE=-11 RING=-11 RPAR=-11 SEMICOLON=-11 _NL=-11
$END=-26 COLON=-26 COMMA=-26 MINUS=-26 MORETHAN=-26 O=-26 PERCENT=-26 PLUS=-26 RBRACE=-26 RING=-26 RPAR=-26 SEMICOLON=-26 SLASH=-26 STAR=-26 _NL=-26
$END=-32 COLON=-32 COMMA=-32 LPAR=-32 MINUS=-32 MORETHAN=-32 O=-32 PERCENT=-32 PLUS=-32 RBRACE=-32 RING=-32 RPAR=-32 SEMICOLON=-32 SLASH=-32 STAR=-32 _NL=-32
$END=-16 COLON=-16 COMMA=-16 MINUS=-16 MORETHAN=-16 O=-16 PERCENT=55 PLUS=-16 RBRACE=-16 RING=-16 RPAR=-16 SEMICOLON=-16 SLASH=56 STAR=57 _NL=-16

$END=-30 COLON=-30 COMMA=-30 LPAR=-30 MINUS=-30 MORETHAN=-30 O=-30 PERCENT=-30 PLUS=-30 RBRACE=-30 RING=-30 RPAR=-30 SEMICOLON=-30 SLASH=-30 STAR=-30 _NL=-30
$END=-2 SEMICOLON=7 _NL=11 __program_star_0=58 _sep=13
$END=-29 COLON=-29 COMMA=-29 LPAR=-29 MINUS=-29 MORETHAN=-29 O=-29 PERCENT=-29 PLUS=-29 RBRACE=-29 RING=-29 RPAR=-29 SEMICOLON=-29 SLASH=-29 STAR=-29 _NL=-29
$END=-14 COLON=59 COMMA=-14 MINUS=60 MORETHAN=-14 O=-14 PLUS=61 RBRACE=-14 RING=-14 RPAR=-14 SEMICOLON=-14 _NL=-14
$END=-35 COLON=-35 COMMA=-35 LPAR=-35 MINUS=-35 MORETHAN=-35 O=-35 PERCENT=-35 PLUS=-35 RBRACE=-35 RING=-35 RPAR=-35 SEMICOLON=-35 SLASH=-35 STAR=-35 _NL=-35
$END=-34 COLON=-34 COMMA=-34 LPAR=-34 MINUS=-34 MORETHAN=-34 O=-34 PERCENT=-34 PLUS=-34 RBRACE=-34 RING=-34 RPAR=-34 SEMICOLON=-34 SLASH=-34 STAR=-34 _NL=-34
$END=-33 COLON=-33 COMMA=-33 LPAR=-33 MINUS=-33 MORETHAN=-33 O=-33 PERCENT=-33 PLUS=-33 RBRACE=-33 RING=-33 RPAR=-33 SEMICOLON=-33 SLASH=-33 STAR=-33 _NL=-33
$END=-19 COLON=-19 COMMA=-19 MINUS=-19 MORETHAN=-19 O=-19 PERCENT=-19 PLUS=-19 RBRACE=-19 RING=-19 RPAR=-19 SEMICOLON=-19 SLASH=-19 STAR=-19 _NL=-19
EQUAL=62
INT=63
$END=-40 AT=64 COLON=-40 COMMA=-40 LPAR=-40 MINUS=-40 MORETHAN=-40 O=-40 PERCENT=-40 PLUS=-40 RBRACE=-40 RING=-40 RPAR=-40 SEMICOLON=-40 SLASH=-40 STAR=-40 _NL=-40
$END=-24 COLON=-24 COMMA=-24 LBRACE=41 LESSTHAN=42 LPAR=43 MINUS=-24 MORETHAN=-24 O=-24 PERCENT=-24 PLUS=-24 RBRACE=-24 RING=-24 RPAR=-24 SEMICOLON=-24 SLASH=-24 STAR=-24 _NL=-24 brace_args=44 call_args=45 template_args=46
COMMA=-56 MORETHAN=-56 O=53 RBRACE=-56 RING=54 RPAR=-56
COMMA=65 MORETHAN=66
$END=-43 COLON=-43 COMMA=-43 LPAR=-43 MINUS=-43 MORETHAN=-43 O=-43 PERCENT=-43 PLUS=-43 RBRACE=-43 RING=-43 RPAR=-43 SEMICOLON=-43 SLASH=-43 STAR=-43 _NL=-43
COMMA=67 O=53 RING=54 RPAR=68
$END=-27 COLON=-27 COMMA=-27 MINUS=-27 MORETHAN=-27 O=-27 PERCENT=-27 PLUS=-27 RBRACE=-27 RING=-27 RPAR=-27 SEMICOLON=-27 SLASH=-27 STAR=-27 _NL=-27
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=69 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 RBRACE=70 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=35 items=71 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=35 items=72 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 RPAR=73 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=35 items=74 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-50 COLON=-50 COMMA=-50 LPAR=-50 MINUS=-50 MORETHAN=-50 O=-50 PERCENT=-50 PLUS=-50 RBRACE=-50 RING=-50 RPAR=-50 SEMICOLON=-50 SLASH=-50 STAR=-50 _NL=-50
$END=-47 COLON=-47 COMMA=-47 LPAR=-47 MINUS=-47 MORETHAN=-47 O=-47 PERCENT=-47 PLUS=-47 RBRACE=-47 RING=-47 RPAR=-47 SEMICOLON=-47 SLASH=-47 STAR=-47 _NL=-47
$END=-25 COLON=-25 COMMA=-25 LBRACE=41 LPAR=43 MINUS=-25 MORETHAN=-25 O=-25 PERCENT=-25 PLUS=-25 RBRACE=-25 RING=-25 RPAR=-25 SEMICOLON=-25 SLASH=-25 STAR=-25 _NL=-25 brace_args=75 call_args=76
RBRACE=77
$END=-41 AT=64 COLON=-41 COMMA=-41 LPAR=-41 MINUS=-41 MORETHAN=-41 O=-41 PERCENT=-41 PLUS=-41 RBRACE=-41 RING=-41 RPAR=-41 SEMICOLON=-41 SLASH=-41 STAR=-41 _NL=-41
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=78 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-61 AUTO=1 INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=6 SEMICOLON=-61 STATIC_INT=8 SW=9 UNDERSCORE=10 _NL=-61 applicable=14 assign=15 call=16 expr=17 layout=18 neg=19 parens=20 product=21 scaled_basis=23 statement=79 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-58 SEMICOLON=-58 _NL=-58
$END=-37 COLON=-37 COMMA=-37 LPAR=-37 MINUS=-37 MORETHAN=-37 O=-37 PERCENT=-37 PLUS=-37 RBRACE=-37 RING=-37 RPAR=-37 SEMICOLON=-37 SLASH=-37 STAR=-37 _NL=-37
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 layout=80 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 layout=81 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 scaled_basis=23 static_int=25 swizzle=27 tiler=28 tuple=29 unary=82
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 scaled_basis=23 static_int=25 swizzle=27 tiler=28 tuple=29 unary=83
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 scaled_basis=23 static_int=25 swizzle=27 tiler=28 tuple=29 unary=84
$END=-1 SEMICOLON=7 _NL=11 _sep=50
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=85 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 product=86 scaled_basis=23 static_int=25 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 neg=19 parens=20 product=87 scaled_basis=23 static_int=25 swizzle=27 tiler=28 tuple=29 unary=30
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=88 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-62 AT=-62 COLON=-62 COMMA=-62 LPAR=-62 MINUS=-62 MORETHAN=-62 O=-62 PERCENT=-62 PLUS=-62 RBRACE=-62 RING=-62 RPAR=-62 SEMICOLON=-62 SLASH=-62 STAR=-62 _NL=-62
INT=89
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=90 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-45 COLON=-45 COMMA=-45 LPAR=-45 MINUS=-45 MORETHAN=-45 O=-45 PERCENT=-45 PLUS=-45 RBRACE=-45 RING=-45 RPAR=-45 SEMICOLON=-45 SLASH=-45 STAR=-45 _NL=-45
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=35 items=91 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-42 COLON=-42 COMMA=-42 LPAR=-42 MINUS=-42 MORETHAN=-42 O=-42 PERCENT=-42 PLUS=-42 RBRACE=-42 RING=-42 RPAR=-42 SEMICOLON=-42 SLASH=-42 STAR=-42 _NL=-42
$END=-10 O=53 RING=54 SEMICOLON=-10 _NL=-10
$END=-55 COLON=-55 COMMA=-55 LPAR=-55 MINUS=-55 MORETHAN=-55 O=-55 PERCENT=-55 PLUS=-55 RBRACE=-55 RING=-55 RPAR=-55 SEMICOLON=-55 SLASH=-55 STAR=-55 _NL=-55
COMMA=65 RBRACE=92
COMMA=65 MORETHAN=93
$END=-53 COLON=-53 COMMA=-53 LPAR=-53 MINUS=-53 MORETHAN=-53 O=-53 PERCENT=-53 PLUS=-53 RBRACE=-53 RING=-53 RPAR=-53 SEMICOLON=-53 SLASH=-53 STAR=-53 _NL=-53
COMMA=65 RPAR=94
$END=-49 COLON=-49 COMMA=-49 LPAR=-49 MINUS=-49 MORETHAN=-49 O=-49 PERCENT=-49 PLUS=-49 RBRACE=-49 RING=-49 RPAR=-49 SEMICOLON=-49 SLASH=-49 STAR=-49 _NL=-49
$END=-48 COLON=-48 COMMA=-48 LPAR=-48 MINUS=-48 MORETHAN=-48 O=-48 PERCENT=-48 PLUS=-48 RBRACE=-48 RING=-48 RPAR=-48 SEMICOLON=-48 SLASH=-48 STAR=-48 _NL=-48
$END=-38 COLON=-38 COMMA=-38 LPAR=-38 MINUS=-38 MORETHAN=-38 O=-38 PERCENT=-38 PLUS=-38 RBRACE=-38 RING=-38 RPAR=-38 SEMICOLON=-38 SLASH=-38 STAR=-38 _NL=-38
COMMA=95 O=53 RING=54
$END=-60 SEMICOLON=-60 _NL=-60
$END=-12 COMMA=-12 MORETHAN=-12 O=-12 RBRACE=-12 RING=-12 RPAR=-12 SEMICOLON=-12 _NL=-12
$END=-13 COMMA=-13 MORETHAN=-13 O=-13 RBRACE=-13 RING=-13 RPAR=-13 SEMICOLON=-13 _NL=-13
$END=-22 COLON=-22 COMMA=-22 MINUS=-22 MORETHAN=-22 O=-22 PERCENT=-22 PLUS=-22 RBRACE=-22 RING=-22 RPAR=-22 SEMICOLON=-22 SLASH=-22 STAR=-22 _NL=-22
$END=-21 COLON=-21 COMMA=-21 MINUS=-21 MORETHAN=-21 O=-21 PERCENT=-21 PLUS=-21 RBRACE=-21 RING=-21 RPAR=-21 SEMICOLON=-21 SLASH=-21 STAR=-21 _NL=-21
$END=-20 COLON=-20 COMMA=-20 MINUS=-20 MORETHAN=-20 O=-20 PERCENT=-20 PLUS=-20 RBRACE=-20 RING=-20 RPAR=-20 SEMICOLON=-20 SLASH=-20 STAR=-20 _NL=-20
$END=-15 COMMA=-15 MINUS=60 MORETHAN=-15 O=-15 PLUS=61 RBRACE=-15 RING=-15 RPAR=-15 SEMICOLON=-15 _NL=-15
$END=-18 COLON=-18 COMMA=-18 MINUS=-18 MORETHAN=-18 O=-18 PERCENT=55 PLUS=-18 RBRACE=-18 RING=-18 RPAR=-18 SEMICOLON=-18 SLASH=56 STAR=57 _NL=-18
$END=-17 COLON=-17 COMMA=-17 MINUS=-17 MORETHAN=-17 O=-17 PERCENT=55 PLUS=-17 RBRACE=-17 RING=-17 RPAR=-17 SEMICOLON=-17 SLASH=56 STAR=57 _NL=-17
$END=-9 O=53 RING=54 SEMICOLON=-9 _NL=-9
$END=-63 AT=-63 COLON=-63 COMMA=-63 LPAR=-63 MINUS=-63 MORETHAN=-63 O=-63 PERCENT=-63 PLUS=-63 RBRACE=-63 RING=-63 RPAR=-63 SEMICOLON=-63 SLASH=-63 STAR=-63 _NL=-63
COMMA=-57 MORETHAN=-57 O=53 RBRACE=-57 RING=54 RPAR=-57
COMMA=65 RPAR=96
$END=-54 COLON=-54 COMMA=-54 LPAR=-54 MINUS=-54 MORETHAN=-54 O=-54 PERCENT=-54 PLUS=-54 RBRACE=-54 RING=-54 RPAR=-54 SEMICOLON=-54 SLASH=-54 STAR=-54 _NL=-54
$END=-51 COLON=-51 COMMA=-51 LBRACE=-51 LPAR=-51 MINUS=-51 MORETHAN=-51 O=-51 PERCENT=-51 PLUS=-51 RBRACE=-51 RING=-51 RPAR=-51 SEMICOLON=-51 SLASH=-51 STAR=-51 _NL=-51
$END=-52 COLON=-52 COMMA=-52 LPAR=-52 MINUS=-52 MORETHAN=-52 O=-52 PERCENT=-52 PLUS=-52 RBRACE=-52 RING=-52 RPAR=-52 SEMICOLON=-52 SLASH=-52 STAR=-52 _NL=-52
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=97 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
$END=-44 COLON=-44 COMMA=-44 LPAR=-44 MINUS=-44 MORETHAN=-44 O=-44 PERCENT=-44 PLUS=-44 RBRACE=-44 RING=-44 RPAR=-44 SEMICOLON=-44 SLASH=-44 STAR=-44 _NL=-44
COMMA=98 O=53 RING=54
INT=2 LESSTHAN=3 LPAR=4 MINUS=5 NAME=34 STATIC_INT=8 SW=9 UNDERSCORE=10 applicable=14 call=16 expr=99 layout=18 neg=19 parens=20 product=21 scaled_basis=23 static_int=25 sum=26 swizzle=27 tiler=28 tuple=29 unary=30
MORETHAN=100 O=53 RING=54
$END=-46 COLON=-46 COMMA=-46 LPAR=-46 MINUS=-46 MORETHAN=-46 O=-46 PERCENT=-46 PLUS=-46 RBRACE=-46 RING=-46 RPAR=-46 SEMICOLON=-46 SLASH=-46 STAR=-46 _NL=-46
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
