"""Records: the part of `dataclasses` cutecalc uses, built for start-up time.

`@dataclass` costs about 0.8 ms a class at import (it inspects annotations and compiles each method
separately), and importing `dataclasses` pulls in `inspect`, `dis` and `ast`.  With some 40 value classes on
the way to the first answer, that was a fifth of a one-shot command's time.  `record` reads the same class
body — annotated fields, defaults, `field(default=, default_factory=, compare=, repr=, kw_only=)`,
`__post_init__`, `frozen=`, `slots=` — and compiles `__init__`, `__eq__` and `__hash__` in one go.
`FrozenRecord` is a base class whose subclasses are frozen, slotted records without the decorator (the
AST's nodes: one statement of what every node is, and a `pos` field declared once).

To a type checker `record` and `FrozenRecord` are `dataclass_transform`s whose field specifier is `field`, and
`field` and `replace` are declared with exactly the parameters the runtime takes (the TYPE_CHECKING branch):
the classes keep their checked constructors, and what the type checker accepts is what runs (`field(init=False)`
or `field(hash=...)`, which `record` does not implement, are refused by mypy rather than at run time).  A leaf
module: it imports nothing of cutecalc.
"""

from __future__ import annotations

TYPE_CHECKING = False   # (typing itself is not imported: the REPL's first prompt is drawn before it loads)

__all__ = ["record", "field", "fields", "replace", "is_record", "FrozenRecord"]

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any, TypeVar, overload

    from typing_extensions import dataclass_transform

    _T = TypeVar("_T")

    @overload
    def field(*, default: _T, compare: bool = True, repr: bool = True, kw_only: bool = False) -> _T: ...
    @overload
    def field(*, default_factory: Callable[[], _T], compare: bool = True, repr: bool = True,
              kw_only: bool = False) -> _T: ...
    @overload
    def field(*, compare: bool = True, repr: bool = True, kw_only: bool = False) -> Any: ...
    def field(*, default: Any = None, default_factory: Any = None, compare: bool = True, repr: bool = True,
              kw_only: bool = False) -> Any: ...

    @overload
    @dataclass_transform(field_specifiers=(field,))
    def record(cls: type[_T], /) -> type[_T]: ...
    @overload
    @dataclass_transform(field_specifiers=(field,))
    def record(*, frozen: bool = False, slots: bool = False, eq: bool = True,
               repr: bool = True) -> Callable[[type[_T]], type[_T]]: ...
    @dataclass_transform(field_specifiers=(field,))
    def record(cls: Any = None, /, *, frozen: bool = False, slots: bool = False, eq: bool = True,
               repr: bool = True) -> Any: ...

    def replace(obj: _T, /, **changes: Any) -> _T: ...

    @dataclass_transform(frozen_default=True, field_specifiers=(field,))
    class FrozenRecord:
        """A base class: each subclass is a frozen, slotted record, as if `@record(frozen=True, slots=True)`."""
else:
    class _Missing:
        __slots__ = ()

        def __repr__(self) -> str:
            return "MISSING"

    _MISSING = _Missing()

    class Field:
        """A field of a record: its name, default and whether it takes part in ==, hash and repr."""

        __slots__ = ("name", "default", "default_factory", "compare", "repr", "kw_only")

        def __init__(self, default=_MISSING, default_factory=_MISSING, compare=True, repr=True, kw_only=False):
            self.name = ""
            self.default = default
            self.default_factory = default_factory
            self.compare = compare
            self.repr = repr
            self.kw_only = kw_only

    def field(*, default=_MISSING, default_factory=_MISSING, compare=True, repr=True, kw_only=False):
        return Field(default, default_factory, compare, repr, kw_only)

    class FrozenInstanceError(AttributeError):
        """Assignment to a field of a frozen record."""

    def _frozen_setattr(self, name, value):
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def _frozen_delattr(self, name):
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def _reduce(self):
        """copy, deepcopy and pickle make a record again through its __init__ (a frozen record refuses the
        attribute assignments of their default way)."""
        return _remade, (type(self), {f.name: getattr(self, f.name) for f in self.__record_fields__})

    def _remade(cls, values):
        return cls(**values)

    def _repr(self):
        shown = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in self.__record_fields__ if f.repr)
        return f"{type(self).__qualname__}({shown})"

    def _own_fields(cls) -> list:
        found = []
        for name, annotation in cls.__dict__.get("__annotations__", {}).items():
            if isinstance(annotation, str) and annotation.startswith(("ClassVar", "typing.ClassVar")):
                continue
            if not name.isidentifier():  # the generated methods below are compiled from these names
                raise TypeError(f"record field {name!r} of {cls.__qualname__} is not an identifier")
            given = cls.__dict__.get(name, _MISSING)
            f = given if isinstance(given, Field) else Field(default=given)
            f.name = name
            found.append(f)
        return found

    def _methods(cls, all_fields: list, frozen: bool, eq: bool) -> dict:
        """__init__, and with eq __eq__ (and __hash__ when frozen), compiled from one generated source."""
        env: dict[str, Any] = {"_MISSING": _MISSING, "_setattr": object.__setattr__}
        params, keyword_params, body = [], [], []
        for f in all_fields:
            own_params = keyword_params if f.kw_only else params   # as dataclasses: keyword-only ones last
            if f.default_factory is not _MISSING:
                env[f"_factory_{f.name}"] = f.default_factory
                own_params.append(f"{f.name}=_MISSING")
                body.append(f"{f.name} = _factory_{f.name}() if {f.name} is _MISSING else {f.name}")
            elif f.default is not _MISSING:
                env[f"_default_{f.name}"] = f.default
                own_params.append(f"{f.name}=_default_{f.name}")
            else:
                own_params.append(f.name)
            if not frozen:
                body.append(f"self.{f.name} = {f.name}")
            elif (slot := _slot(cls, f.name)) is not None:   # the slot's own setter: no attribute look-up
                env[f"_set_{f.name}"] = slot.__set__
                body.append(f"_set_{f.name}(self, {f.name})")
            else:
                body.append(f"_setattr(self, {f.name!r}, {f.name})")
        if "__post_init__" in cls.__dict__ or any("__post_init__" in vars(b) for b in cls.__mro__[1:]):
            body.append("self.__post_init__()")
        if keyword_params:
            params += ["*", *keyword_params]
        lines = [f"def __init__(self, {', '.join(params)}):", *(f"    {b}" for b in body or ["pass"])]
        if eq:
            key = "".join(f"self.{f.name}," for f in all_fields if f.compare)
            other = key.replace("self.", "other.")
            lines += ["def __eq__(self, other):",
                      "    if other.__class__ is self.__class__:",
                      f"        return ({key}) == ({other})",
                      "    return NotImplemented"]
            if frozen:
                lines += ["def __hash__(self):", f"    return hash(({key}))"]
        exec("\n".join(lines), env)  # the source is built above from the class's own field names
        made = {"__init__": env["__init__"]}
        if eq:
            made["__eq__"] = env["__eq__"]
            made["__hash__"] = env["__hash__"] if frozen else None
        for name, fn in made.items():
            if fn is not None:
                fn.__qualname__ = f"{cls.__qualname__}.{name}"
        return made

    class _Slotted:
        __slots__ = ("slot",)

    _MEMBER_DESCRIPTOR = type(_Slotted.slot)   # (types.MemberDescriptorType, without importing types)

    def _slot(cls: type, name: str):
        """The slot `name` of a slotted class (its member descriptor, on the class or a base), or None."""
        for klass in cls.__mro__:
            found = vars(klass).get(name)
            if found is not None:
                return found if type(found) is _MEMBER_DESCRIPTOR else None
        return None

    def _pending_methods(namespace: dict, all_fields: list, frozen: bool, eq: bool) -> dict:
        """Stand-ins for __init__, __eq__ and __hash__ that compile the real ones at the first call.

        A one-shot command makes instances of a few of its forty-odd record classes: compiling the methods
        of the others would be a tenth of its start-up.  The first call of any stand-in compiles all three
        (`_methods`, one source), puts them on the class and makes the call.
        """
        made: list = []  # [the built class], appended by _build; then True once the methods are compiled

        def install() -> type:
            cls = made[0]
            if len(made) == 1:
                for name, fn in _methods(cls, all_fields, frozen, eq).items():
                    type.__setattr__(cls, name, fn)
                made.append(True)
            return cls

        def __init__(self, *args, **kwargs):
            install().__init__(self, *args, **kwargs)

        def __eq__(self, other):
            return install().__eq__(self, other)

        def __hash__(self):
            return install().__hash__(self)

        namespace["__record_pending__"] = made
        stand_ins: dict = {"__init__": __init__}
        if eq:
            stand_ins["__eq__"] = __eq__
            stand_ins["__hash__"] = __hash__ if frozen else None
        return stand_ins

    def _build(cls, frozen: bool, slots: bool, eq: bool, repr: bool):
        inherited = [f for b in reversed(cls.__mro__[1:]) for f in getattr(b, "__record_fields__", ())]
        own = _own_fields(cls)
        by_name = {f.name: f for f in inherited}
        by_name.update((f.name, f) for f in own)
        all_fields = list(by_name.values())
        namespace = dict(cls.__dict__)
        for f in own:
            namespace.pop(f.name, None)
        namespace.update(_pending_methods(namespace, all_fields, frozen, eq))
        namespace["__qualname__"] = cls.__qualname__
        namespace["__record_fields__"] = tuple(all_fields)
        namespace["__match_args__"] = tuple(f.name for f in all_fields if not f.kw_only)
        if "__reduce__" not in cls.__dict__:
            namespace["__reduce__"] = _reduce
        if repr and "__repr__" not in cls.__dict__:
            namespace["__repr__"] = _repr
        if frozen:
            namespace["__setattr__"] = _frozen_setattr
            namespace["__delattr__"] = _frozen_delattr
        if slots:
            namespace["__slots__"] = tuple(f.name for f in own)
            namespace.pop("__dict__", None)
            namespace.pop("__weakref__", None)
        else:
            for f in own:  # defaults stay readable on the class, as with dataclasses
                if f.default is not _MISSING:
                    namespace[f.name] = f.default
        built = type(cls)(cls.__name__, cls.__bases__, namespace)
        namespace["__record_pending__"].append(built)
        return built

    def record(cls=None, /, *, frozen=False, slots=False, eq=True, repr=True):
        def wrap(c):
            return _build(c, frozen, slots, eq, repr)
        return wrap if cls is None else wrap(cls)

    class _FrozenRecordType(type):
        """The metaclass of FrozenRecord: builds each class it makes as a frozen, slotted record."""

        def __new__(mcls, name, bases, namespace):
            cls = super().__new__(mcls, name, bases, namespace)
            if "__record_fields__" in namespace:   # the class _build made
                return cls
            return _build(cls, frozen=True, slots=True, eq=True, repr=True)

    class FrozenRecord(metaclass=_FrozenRecordType):
        """A base class: each subclass is a frozen, slotted record, as if `@record(frozen=True, slots=True)`."""

    def replace(obj, /, **changes):
        """A copy of the record `obj` with some fields changed."""
        values = {f.name: getattr(obj, f.name) for f in obj.__record_fields__}
        unknown = set(changes) - set(values)
        if unknown:
            raise TypeError(f"{type(obj).__name__} has no field {sorted(unknown)[0]!r}")
        values.update(changes)
        return type(obj)(**values)


def is_record(obj: Any) -> bool:
    """Whether obj is a record: an instance or a class made by `record`."""
    return hasattr(obj, "__record_fields__")


def fields(obj: Any) -> tuple[str, ...]:
    """The names of a record's fields, in order."""
    return tuple(f.name for f in obj.__record_fields__)
