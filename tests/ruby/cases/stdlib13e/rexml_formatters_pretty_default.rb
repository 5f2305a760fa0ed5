require 'rexml/document'

xml = "<root b='2' a='1'><child>text here</child><empty/><mixed>a <b>bold</b> c</mixed>" \
      "<!-- note --><list><item>1</item><item>2</item></list><long>#{'word ' * 30}</long></root>"
doc = REXML::Document.new(xml)
[[2, false], [2, true], [4, true], [0, true]].each do |indent, compact|
  out = +""
  f = REXML::Formatters::Pretty.new(indent)
  f.compact = compact
  f.write(doc, out)
  puts out, "--"
end
f = REXML::Formatters::Pretty.new
f.width = 30
f.compact = true
out = +""
f.write(doc.root.elements["long"], out)
puts out, "--"
out = +""
REXML::Formatters::Default.new.write(doc, out)
puts out
out = +""
REXML::Formatters::Default.new(true).write(REXML::Document.new("<a><b/></a>"), out)
puts out
p REXML::Formatters::Pretty.new.compact, REXML::Formatters::Pretty.new.width
decl = REXML::Document.new("<?xml version='1.0' encoding='UTF-8'?><r><x>1</x></r>")
out = +""
REXML::Formatters::Pretty.new.write(decl, out)
puts out
