p 0b1010 & 0b0110
p 0b1010 | 0b0110
p 0b1010 ^ 0b0110
p ~5
p 1 << 10
p 1024 >> 3
p -16 >> 2
p 0755
p 0o644
p 0xff
p 0b1111
p 1_000_000
p 0755.to_s(8)
p 0644 & 0777
p (0644 | 0111).to_s(8)
p 5[0]
p 5[1]
p 255.bit_length
p -1.bit_length
p 6.anybits?(2) rescue p "n/a"
p format("%o", 0100755 & 07777)
