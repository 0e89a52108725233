"""The command line carries a calculation into the code people compile: --emit, --verify, --format html."""

from __future__ import annotations

import pytest

from .test_cli import run


def test_emit_cpp_prints_a_program():
    r = run("--emit", "cpp", "a = (4,8):(8,1); logical_divide(a, <2:1,4:1>)")
    assert r.returncode == 0, r.stderr
    assert "#include <cute/tensor.hpp>" in r.stdout
    assert "auto a = make_layout(make_shape(4,8), make_stride(8,1));" in r.stdout


def test_emit_dsl_prints_a_jit_function():
    r = run("--emit", "dsl", "logical_divide(24:2, 4:2)")
    assert r.returncode == 0, r.stderr
    assert "@cute.jit" in r.stdout and "cute.logical_divide(" in r.stdout


def test_emit_notes_a_statement_it_leaves_out_once_with_its_place():
    r = run("--emit", "dsl", "a = (4,8):(1,4); print_layout(a)")
    assert r.returncode == 0, r.stderr
    assert r.stderr == "<input>:1: note: not emitted: print_layout(a) (the CuTe DSL has no print_layout)\n"


@pytest.mark.cxx
def test_verify_compiles_against_cute_and_agrees():
    r = run("--verify", "complement(4:2, 24); logical_divide(24:2, 4:2)")
    assert r.returncode == 0, r.stderr
    assert "2 agree" in r.stdout


def test_verify_says_what_is_missing():
    r = run("--verify", "--cutlass", "/nonexistent", "size(4:1)")
    assert r.returncode == 2 and "no CuTe headers under /nonexistent" in r.stderr and "Traceback" not in r.stderr


def test_format_html_is_the_interactive_page(tmp_path):
    out = tmp_path / "page.html"
    r = run("--format", "html", "-o", str(out), "(4,8):(8,1)")
    assert r.returncode == 0, r.stderr
    page = out.read_text()
    assert page.startswith("<!DOCTYPE html>") and "<script" in page and "http" not in page.split("<body", 1)[1]


@pytest.mark.cxx
def test_leading_verify_word_is_the_verify_option():
    r = run("verify", "logical_divide(24:2, 4:2)")
    assert r.returncode == 0, r.stderr
    assert "ok      line 1: logical_divide(24:2, 4:2)  ->  (4,(2,3)):(4,(2,16))" in r.stdout
    assert "1 agree" in r.stdout


def test_verify_after_double_dash_is_an_expression():
    r = run("--", "verify")
    assert r.returncode == 1 and "unknown variable 'verify'" in r.stderr


def test_no_function_is_named_like_a_leading_word():
    from cutecalc.lang.function_table import FUNCTIONS
    from cutecalc.options import LEADING_WORDS
    assert not set(LEADING_WORDS) & set(FUNCTIONS)
