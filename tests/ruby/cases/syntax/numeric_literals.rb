p 1_000_000
p 0755
p 0o755
p 0xff
p 0b1010
p 1e3
p 1.5e-3
p 1E2
p -42
p +42
p 3.14
p 10.0
p 0.5
p 07
p 0d99 rescue p 99
p 123.to_s
p -1.abs
p 2**10
p 1.0e10.to_i
p 0x10 + 010 + 0b10 + 10
p ?a
p ?a + ?b
