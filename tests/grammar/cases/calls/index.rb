a[x]
a[x] = v
a[x] ||= []
a[1, 2]
a[]
a["k"]["j"] = 1
a.b += 1
a.b ||= c
h[:k] += 1
