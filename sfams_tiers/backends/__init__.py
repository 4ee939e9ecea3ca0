"""Tier implementations on real engines, one module per optional dependency.

Only :mod:`sfams_tiers._settings` imports these, so a missing extra fails where the
configuration asks for it, with an install hint, and nowhere else.
"""
