// The headless UI world (issue 4 fills this module).
