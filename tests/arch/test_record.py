"""`cutecalc.record` behaves as `dataclasses.dataclass` does for what cutecalc uses of it.

The reference is the standard library: each case builds the same class body with `record` and with
`dataclass` and compares what instances do.  Records compile their methods at the first call of any of them
(a one-shot command instantiates a few of its forty-odd record classes), so every case starts from classes
none of whose methods has run yet.
"""

from __future__ import annotations

import dataclasses

import pytest

from cutecalc.record import FrozenRecord, field, fields, is_record, record, replace


def _fresh(options: dict):
    """The same class body built by record and by dataclass."""
    def body():
        return type("P", (), {"__annotations__": {"x": "int", "y": "int"}, "y": 5})
    return record(body(), **options), dataclasses.dataclass(body(), **options)


def _bare(cls, x: int, y: int):
    """An instance made without calling __init__, so that __eq__ or __hash__ is the first method called."""
    obj = object.__new__(cls)
    object.__setattr__(obj, "x", x)
    object.__setattr__(obj, "y", y)
    return obj


@pytest.mark.parametrize("options", [{"frozen": True}, {"frozen": True, "slots": True}])
@pytest.mark.parametrize("first", ["__init__", "__eq__", "__hash__"])
def test_whichever_method_is_called_first(first, options):
    rec, ref = _fresh(options)
    if first == "__init__":
        assert (rec(1).x, rec(1).y) == (ref(1).x, ref(1).y) == (1, 5)
    elif first == "__eq__":
        assert (_bare(rec, 1, 5) == _bare(rec, 1, 5)) is (ref(1) == ref(1, 5)) is True
    else:
        assert hash(_bare(rec, 3, 4)) == hash(ref(3, 4))
    assert rec(1) == rec(1, 5) and rec(1) != rec(2)
    assert hash(rec(3, 4)) == hash(ref(3, 4))
    assert rec(1).__eq__(object()) is NotImplemented is ref(1).__eq__(object())
    with pytest.raises(AttributeError):  # dataclasses.FrozenInstanceError is an AttributeError too
        rec(1).x = 2


def test_defaults_factories_post_init_and_inheritance():
    seen = []

    @record
    class Base:
        x: int
        tags: list = field(default_factory=list)

        def __post_init__(self):
            seen.append(self.x)

    @record(frozen=True)
    class Leaf:
        x: int
        hidden: int = field(default=0, compare=False, repr=False)

    class Plain(Base):  # not a record: it inherits Base's methods
        pass

    a, b = Base(1), Base(1)
    assert a.tags == [] and a.tags is not b.tags and a == b and seen == [1, 1]
    assert Plain(7).x == 7 and seen[-1] == 7
    assert Leaf(1, 2) == Leaf(1, 3) and hash(Leaf(1, 2)) == hash(Leaf(1, 9))
    assert repr(Leaf(4, 5)).endswith("Leaf(x=4)")
    assert Base.__hash__ is None  # eq without frozen: unhashable, as dataclasses makes it
    assert fields(Leaf(1)) == ("x", "hidden") and is_record(Leaf) and not is_record(1)
    assert replace(Leaf(1, 2), x=3) == Leaf(3)
    with pytest.raises(TypeError):
        Base()  # a required field missing: Python's own error, from the compiled __init__


def test_keyword_only_fields_and_the_frozen_record_base():
    """A keyword-only field (the AST's `pos`) comes after the others in __init__ and stays out of
    __match_args__; a FrozenRecord subclass is a frozen, slotted record without the decorator."""
    class Node(FrozenRecord):
        pos: int = field(default=0, compare=False, repr=False, kw_only=True)

    class Leaf(Node):
        value: int
        name: str = "x"

    @dataclasses.dataclass(frozen=True, slots=True)
    class RefNode:
        pos: int = dataclasses.field(default=0, compare=False, repr=False, kw_only=True)

    @dataclasses.dataclass(frozen=True, slots=True)
    class RefLeaf(RefNode):
        value: int
        name: str = "x"

    leaf, ref = Leaf(1, "y", pos=7), RefLeaf(1, "y", pos=7)
    assert (leaf.value, leaf.name, leaf.pos) == (ref.value, ref.name, ref.pos) == (1, "y", 7)
    assert Leaf.__match_args__ == RefLeaf.__match_args__ == ("value", "name")
    assert fields(leaf) == tuple(f.name for f in dataclasses.fields(ref)) == ("pos", "value", "name")
    assert leaf == Leaf(1, "y") and hash(leaf) == hash(Leaf(1, "y")) and leaf != Leaf(2, "y", pos=7)
    assert repr(leaf).endswith("Leaf(value=1, name='y')") and repr(ref).endswith("RefLeaf(value=1, name='y')")
    assert not hasattr(leaf, "__dict__") and is_record(Leaf) and replace(leaf, pos=3).pos == 3
    for cls in (Leaf, RefLeaf):
        with pytest.raises(TypeError):
            cls(1, "y", 7)  # pos only by keyword
        with pytest.raises(AttributeError):
            cls(1).value = 2


def test_copies_and_pickles_are_equal_records():
    import copy
    import pickle

    from cutecalc.api import calc_value
    from cutecalc.lang.parse import parse
    for value in (calc_value("(4,(2,3)):(1,(4,8))"), calc_value("Sw<3,4,3> o _0 o (8,8):(8,1)"),
                  parse("a = size(4:1)").statements[0]):
        for made in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert made == value and type(made) is type(value)


def test_the_type_checkers_face_takes_only_what_runs(tmp_path):
    """`field` takes at type-checking time exactly the parameters the runtime `field` implements: mypy refuses
    `field(init=False)` (dataclasses.field's, which records do not implement) rather than a TypeError at run
    time, and accepts the class the runtime builds."""
    import subprocess
    import sys
    src = tmp_path / "uses_record.py"
    src.write_text("from cutecalc.record import field, record\n\n\n@record(frozen=True)\nclass Ok:\n"
                   "    x: int\n    tags: list = field(default_factory=list, compare=False)\n\n\nOk(1)\n\n\n"
                   "@record\nclass Bad:\n    y: int = field(init=False)\n")
    r = subprocess.run([sys.executable, "-m", "mypy", "--no-incremental", "--cache-dir", str(tmp_path / "cache"),
                        str(src)], capture_output=True, text=True)
    errors = [ln for ln in r.stdout.splitlines() if ": error:" in ln]
    assert len(errors) == 1 and 'keyword argument "init"' in errors[0], r.stdout
    with pytest.raises(TypeError):
        field(init=False)  # type: ignore[call-overload]
