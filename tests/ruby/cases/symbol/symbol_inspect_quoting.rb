p :simple
p :with_underscore
p :CamelCase
p :"needs quotes"
p :"dash-ed"
p :"1abc"
p :"foo="
p :foo?
p :foo!
p :"foo?="
p :"?"
p :+
p :-
p :*
p :**
p :/
p :%
p :==
p :===
p :=~
p :!
p :!=
p :<<
p :[]
p :-@
p :+@
p :@iv
p :@@cv
p :$g
p :"@"
p :"é"
p :"a b".to_s
p [:a, :"b c", :d?]
p({ "x y": 1, z: 2 })
