"""Differential tests of cutecalc against CuTe C++ (the oracle) and pycute."""
