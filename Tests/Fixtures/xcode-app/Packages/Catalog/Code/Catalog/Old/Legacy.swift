struct LegacyProduct {}
