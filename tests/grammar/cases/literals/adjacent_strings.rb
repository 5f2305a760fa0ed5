a = "a" "b"
b = "a" 'b' "c#{d}"
c = "one" \
  "two"
