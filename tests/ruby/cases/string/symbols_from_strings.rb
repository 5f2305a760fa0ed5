p "abc".to_sym
p "hello world".to_sym
p "with-dash".to_sym
p "question?".to_sym
p "bang!".to_sym
p "setter=".to_sym
p "9starts".to_sym
p "".to_sym
p "Const".to_sym
p "@ivar".to_sym
p "@@cvar".to_sym
p "$glob".to_sym
p "+".to_sym
p "[]".to_sym
p "[]=".to_sym
p "<=>".to_sym
p "a=b".to_sym
p :abc.to_s
p :abc.length
p :"x y".to_proc.call("ignored") rescue p "no method x y"
