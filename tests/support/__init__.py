"""Test support: service start-up and tier factories for the contract suite."""
