p "hello".tr("el", "ip")
p "hello".tr("a-y", "b-z")
p "hello".tr("^l", "*")
p "hello".tr("lo", "")
p "hello".delete("l")
p "hello world".delete("lo ")
p "hello".tr_s("l", "r")
p "path/to/file".tr("/", "_")
p "ABC".tr("A-Z", "a-z")
p "hello".count("lo")
p "a-b-c".tr("-", "")
p "12345".tr("1-3", "x")
p "hello"*0
p "ab" * 3
p "=" * 20
p "hello".reverse
p "hello".sum
p "hello".bytes.first(3)
p "hello".each_char.to_a.last
p "abc".succ
p "az".next
p "zz".succ
p "a9".succ
