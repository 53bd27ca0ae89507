// Pictures of a screen (issue 6 fills this module).
