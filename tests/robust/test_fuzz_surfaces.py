"""The fuzz campaign over the surfaces added beside the evaluator: --emit (C++ and DSL), the DSL dialect, the
notebook API and --verify (with hostile, crashing and endless statements and a corrupted cache).

The properties: nothing but a CuteError leaves emit or the API; no statement of the DSL dialect reports an
internal error or an error outside its source; verify gives every statement a verdict, shows no control
character raw, and answers the same after its cache is corrupted (every entry damaged in its own way).
The counts below are docs/errors.md's (its section "The fuzz campaign of the other surfaces").
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cutecalc.errors import CuteError
from cutecalc.interop.commands import emit_program
from tests.robust.api_table import IndexInt
from tests.robust.fuzzing import TOKENS, check, wrong_program

EMIT_EXAMPLES = 300           # per target, random tokens and wrong programs each
DSL_EXAMPLES = 400            # random DSL tokens, and wrong programs read as DSL
API_EXAMPLES = 400            # random Python values into the API
PASTED_EXAMPLES = 300         # C++ as pasted (declarations, using, static_assert, blocks), random and wrong programs
VERIFY_STATEMENTS = 48        # statements of the seeded verify campaign (two runs, the second on a damaged cache)

DSL_TOKENS = TOKENS + ["cute.", "cutlass.Int32(", "stride=", "mode=[", "None", "cute.make_layout(", "cute.size(",
                       "cute.E([", "import cutlass\n", "@cute.jit\n", "def f():\n", "    ", "return ", "pass",
                       "(4,)", 'cute.printf("{}", ', 'print("a:", ', "True", "1.5", "f'x'", "lambda", "up_to_rank=",
                       "cute.make_swizzle(", "cute.slice_(", "cute.make_composed_layout(", "cute.zipped_divide(",
                       '"""doc"""', "f()\n", "cute.recast_layout(", "cutlass.Float32"]


def _emit_problems(source: str) -> list[str]:
    out = []
    for target in ("cpp", "dsl"):
        try:
            emit_program(source, target)
        except CuteError:
            pass
        except Exception as e:  # the property under test: only a CuteError (a syntax error) leaves emit
            out.append(f"--emit {target}: {type(e).__name__}: {e}")
    return out


@settings(max_examples=EMIT_EXAMPLES, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=20).map("".join))
def test_emit_of_random_text_raises_only_cute_errors(source):
    assert _emit_problems(source) == []


@settings(max_examples=EMIT_EXAMPLES, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_emit_of_wrong_programs_raises_only_cute_errors(seed):
    assert _emit_problems(wrong_program(random.Random(seed))) == []


def _dsl_problems(source: str) -> list[str]:
    return check(source, "dsl") + _emit_problems(source)


@settings(max_examples=DSL_EXAMPLES, deadline=None)
@given(st.lists(st.sampled_from(DSL_TOKENS), min_size=1, max_size=20).map("".join))
def test_the_dsl_dialect_answers_random_text(source):
    assert _dsl_problems(source) == []


@settings(max_examples=DSL_EXAMPLES, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_the_dsl_dialect_answers_wrong_programs(seed):
    text = wrong_program(random.Random(seed)).replace("<", "(").replace(">", ")")
    assert _dsl_problems("import cutlass.cute as cute\n" + text) == []


# -- C++ pasted as written: declarations, using, static_assert, skipped blocks ------------------------------

PASTED_TOKENS = TOKENS + [
    "int ", "auto ", "auto& ", "const ", "constexpr ", "int64_t ", "uint32_t ", "using ", "using namespace cute;",
    "static_assert(", "CUTE_STATIC_ASSERT_V(", "template <class T> ", "for (int i = 0; i < 4; ++i) ", "if (", "{",
    "}", ";", "\n", " = ", "==", "Int<4>{}", "x", "m", "Layout<Shape<_2,_4>>{}", "decltype(", "Underscore{}",
    "CUTE_UNROLL\n", "kernel<<<1,2>>>(", ".size", ".size()", "T ", "x{", "typename ", "cute::", "static_cast<int>(",
    "(int)", "return ", "__global__ void k() ", "-9223372036854775808", "2147483648", '"%d\\n", ']
_DECLARED = ["int ", "auto ", "const auto& ", "constexpr int ", "int64_t ", "auto& "]


@settings(max_examples=PASTED_EXAMPLES, deadline=None)
@given(st.lists(st.sampled_from(PASTED_TOKENS), min_size=1, max_size=24).map("".join))
def test_pasted_cpp_of_random_tokens_is_answered(source):
    assert check(source) + _emit_problems(source) == []


@settings(max_examples=PASTED_EXAMPLES, deadline=None)
@given(st.integers(0, 2 ** 32))
def test_wrong_programs_pasted_with_declared_types_are_answered(seed):
    rng = random.Random(seed)
    text = "\n".join(rng.choice(_DECLARED) + (line if line.startswith("L = ") else "x = " + line)
                     for line in wrong_program(rng).splitlines()) + "\nx"
    assert check(text) + _emit_problems(text) == []


# -- the notebook API -------------------------------------------------------------------------------------

_leaf = st.one_of(st.integers(-2 ** 70, 2 ** 70), st.none(), st.floats(allow_nan=True), st.booleans(),
                  st.text(max_size=12), st.binary(max_size=6), st.sampled_from(["4:1", "(4,8):(8,1)", "_", "<2:1>"]),
                  st.integers(-99, 99).map(IndexInt))
_values = st.recursive(_leaf, lambda inner: st.one_of(st.lists(inner, max_size=4), st.tuples(inner, inner)),
                       max_leaves=12)
_CALLS = ["Layout", "size", "coalesce", "rank", "shape", "make_layout", "complement", "logical_divide", "evaluate"]


@settings(max_examples=API_EXAMPLES, deadline=None)
@given(st.sampled_from(_CALLS), st.lists(_values, min_size=1, max_size=3), st.booleans())
def test_the_python_api_raises_only_cute_errors(name, args, static):
    import cutecalc
    f = getattr(cutecalc, name)
    try:
        if name == "evaluate":
            f("x", static=static, x=args[0]) if not isinstance(args[0], str) else f(args[0], static=static)
        elif name == "Layout":
            f(*args[:2], static=static)
        else:
            f(*args)
    except CuteError as e:
        assert "internal error" not in e.message, e.message


# -- verify -------------------------------------------------------------------------------------------------

def _verify_statements(rng: random.Random) -> list[str]:
    """Random statements of every kind verify meets: CuTe's answers, refusals at compile and run time, hostile
    output, assignments read later, a statement printing without end."""
    from tests.robust.fuzzing import _arg, _int, _layout
    out = ["v0 = (4,8):(8,1)"]
    for k in range(1, VERIFY_STATEMENTS):
        r = rng.random()
        if r < 0.3:
            f = rng.choice(["size", "coalesce", "complement", "logical_divide", "composition", "rank", "depth",
                            "cosize", "right_inverse", "left_inverse", "logical_product", "zipped_divide"])
            args = ", ".join(rng.choice([_layout(rng), f"v{rng.randrange(k)}", _arg(rng)])
                             for _ in range(rng.randint(1, 2)))
            stmt = f"{f}({args})"
        elif r < 0.45:
            stmt = f"v{k} = {rng.choice([_layout(rng), f'coalesce(v{rng.randrange(k)})', _int(rng)])}"
        elif r < 0.6:
            stmt = rng.choice(['print("\\036abc\\n")', 'print("\\0360\\nok\\n")', 'print("0 ok 0\\n-1 end 0\\n")',
                               'print("\\033]52;c;aGk=\\007\\n")', 'print("\\\\input{x}")', 'print("%d\\n")'])
        elif r < 0.7:
            stmt = f"blocked_product(make_layout({rng.randint(2, 64)},0), (_4):(_1))"
        elif r < 0.75:
            stmt = f"c{k} = complement((2,2):(1,{rng.randint(5, 9)}), 48)"
        else:
            stmt = wrong_program(rng).split("\n")[0]
        out.append(stmt)
    out.append("print_layout(make_layout(make_shape(1048576,1048576)))")
    return out


def _damage(entry, rng: random.Random) -> None:
    """One of the ways a cache file goes bad: cut short, a byte changed, another JSON, a directory, zeros, gone,
    one character of its answer changed (the JSON still whole)."""
    how = rng.randrange(7)
    data = entry.read_bytes()
    if how == 0:
        entry.write_bytes(data[:rng.randrange(max(1, len(data)))])
    elif how == 1:
        i = rng.randrange(max(1, len(data)))
        entry.write_bytes(data[:i] + bytes([rng.randrange(256)]) + data[i + 1:])
    elif how == 2:
        entry.write_text(json.dumps(rng.choice([[], None, 7, {"output": 1}, {"refused": "x", "message": 2}])))
    elif how == 3:
        entry.unlink()
        entry.mkdir()
    elif how == 4:
        entry.write_bytes(b"\x00" * rng.randint(1, 64))
    elif how == 5:
        entry.unlink()
    else:
        e = json.loads(data)
        text = e["answer"].get("output", e["answer"].get("message", ""))
        i = rng.randrange(max(1, len(text)))
        changed = text[:i] + chr(ord(text[i]) ^ 1 if text else 65) + text[i + 1:]
        e["answer"]["output" if "output" in e["answer"] else "message"] = changed
        entry.write_text(json.dumps(e))


@pytest.mark.cxx   # verify compiles CuTe C++
def test_verify_campaign_with_hostile_statements_and_a_damaged_cache(tmp_path, monkeypatch):
    from cutecalc.interop import running
    from cutecalc.interop import verify as vf
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setattr(running, "OUTPUT_BYTES", 1 << 20)
    rng = random.Random(20261123)
    source = "\n".join(_verify_statements(rng))
    first = vf.verify(source)
    assert len(first.statements) >= VERIFY_STATEMENTS + 1   # (a wrong program may hold two statements)
    text = first.text()
    assert "Traceback" not in text and "\x1b" not in text and "\x1e" not in text
    assert all(v.verdict in (vf.AGREE, vf.BOTH_REFUSE, vf.ONLY_CUTECALC, vf.ONLY_CUTE, vf.NOT_COMPARED, vf.DIFFER)
               for v in first.statements)
    assert "printed more than" in first.statements[-1].cute_refused
    differ = [v for v in first.statements if v.verdict == vf.DIFFER]
    assert differ == [], [(v.source, v.cutecalc, v.cute) for v in differ]
    entries = sorted((tmp_path / "cutecalc/verify/answers").glob("*.json"))
    assert len(entries) > VERIFY_STATEMENTS // 2
    for e in entries:
        _damage(e, rng)
    assert vf.verify(source) == first
