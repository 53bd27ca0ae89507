// The Cassowary incremental constraint solver (issue 3 fills this module).
