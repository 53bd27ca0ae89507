// The Lua bridge (issue 2 fills this module).
