x = "caf\u{zz}"
