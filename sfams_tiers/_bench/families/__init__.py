"""The phrasing families of the quality benchmark (see ``sfams_tiers._bench._family``)."""
