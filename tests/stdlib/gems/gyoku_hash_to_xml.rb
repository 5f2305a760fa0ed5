require 'gyoku'
require 'date'

puts Gyoku.xml(:find_user => { :id => 123, "v1:Key" => "api" })
puts Gyoku.xml(:lower_camel_case => "key")
puts Gyoku.xml({ :camel_case => "key" }, { :key_converter => :camelcase })
puts Gyoku.xml({ :up_case => "key", :none_here => 1 }, { :key_converter => :upcase })
puts Gyoku.xml({ :keep_me => "key" }, { :key_converter => :none })
puts Gyoku.xml({ acronym_abc: "value" }, key_converter: lambda { |key| key.upcase })
puts Gyoku.xml("XML" => "key", :"path/to_key" => 1)
puts Gyoku.xml(:escaped => "<tag />", :not_escaped! => "<tag />")
puts Gyoku.xml(:"self_closing/" => "", "selfClosing/" => nil)
puts Gyoku.xml(:name => "Eve", :id => 1, :order! => [:id, :name])
puts Gyoku.xml(:person => "Eve", :attributes! => { :person => { :id => 1 } })
puts Gyoku.xml("foo/" => "", :attributes! => { "foo/" => { "bar" => "1", "biz" => "2", "baz" => "3" } })
puts Gyoku.xml("foo/" => { :@bar => "1", :@biz => "2", :@baz => "3", :content! => "" })
puts Gyoku.xml("foo" => [{ :@name => "bar", :content! => "gyoku" }, { :@name => "baz", :@some => "attr", :content! => "rocks!" }])
puts Gyoku.xml({ "foo" => [{ :is => "great" }, { :is => "awesome" }] })
puts Gyoku.xml({ "foo" => [{ :is => "great" }, { :is => "awesome" }] }, unwrap: true)
puts Gyoku.xml({ "foo" => [{ :is => "great" }], "bar" => [{ :is => "rad" }, { :is => "cool" }] }, unwrap: [:bar])
puts Gyoku.xml("foo/" => [{ :@name => "bar", :content! => "gyoku" }, { :@name => "baz", :content! => "x" }])
puts Gyoku.xml(:person => { :content! => "Adam", :"@id!" => 0 })
puts Gyoku.xml({ :subtitle => { :@lang => "en", :content! => "It's Godzilla!" }, :attributes! => { :subtitle => { "lang" => "jp" } } })
puts Gyoku.xml(a: "é<&>\"x", "b/" => nil, c: nil, :attributes! => { a: { q: "1\"\n<é", s: :sym } })
puts Gyoku.xml(t: Time.utc(2020, 1, 2, 3, 4, 5), d: Date.new(2020, 1, 2), dt: DateTime.new(2020, 1, 2, 3, 4, 5), s: :sym, n: 1.5, l: -> { "called" })
puts Gyoku.xml(arr: [1, nil, [2, 3], { x: 1 }], attributes!: { arr: { idx: ["a", "b"] } })
puts Gyoku.xml(outer: { inner: { deep: [true, false] }, empty: {} })
puts Gyoku.xml({ user: { name: "x" } }, element_form_default: :qualified, namespace: "wsdl")
puts Gyoku.xml({ :":unq" => "u", "ns:keep" => 1 }, element_form_default: :qualified, namespace: "wsdl")
puts Gyoku.xml({ key_one: 1, key_two: 2 }, key_converter: :upcase, key_to_convert: "key_one")
puts Gyoku.xml({ key_one: 1, key_two: 2 }, key_converter: :upcase, except: "key_two")
p Gyoku.xml_tag(:user_name), Gyoku.xml_tag("user_name"), Gyoku.xml_tag(:user_name, key_converter: :camelcase)
puts Gyoku.xml({ user: { name: "John", job: { title: "Programmer" }, :@status => "active" } }, pretty_print: true)
puts Gyoku.xml({ user: { name: "John", job: { title: "Programmer" } } }, pretty_print: true, indent: 4)
puts Gyoku::Array.to_xml(["john", "jane"], "user", true, {}, pretty_print: true, unwrap: true)
puts Gyoku::Array.to_xml(["john", "jane"], "user", true, {}, pretty_print: true)
h = { a: 1, order!: [:a] }
Gyoku.xml(h)
p h
[{ a: 1, b: 2, order!: [:a] }, { a: 1, order!: [:a, :c] }].each do |bad|
  Gyoku.xml(bad)
rescue ArgumentError => e
  puts e.message
end
