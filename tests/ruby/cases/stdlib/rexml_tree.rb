require 'rexml/document'
xml = <<~X
  <?xml version="1.0" encoding="utf-8" ?>
  <!-- top comment -->
  <root a="1" b='two &amp; &lt;three&gt;'>
    <config>
      <add key="cacheLocation" value="" />
      <add key="proxy" value="http://p" />
    </config>
    <name>Some &amp; name</name>
    <port>8080</port>
    <empty></empty>
    <![CDATA[raw <stuff>]]>
    <list><i>1</i><i>2</i><i n="x">3</i></list>
  </root>
X
doc = REXML::Document.new(xml)
p doc.root.name, doc.root.attributes['a'], doc.root.attributes['b'], doc.root.attribute('b').to_s, doc.root.attribute('b').value
p doc.elements['//name'].text, doc.elements['//port'].text.to_i, doc.elements['root/port'].text
p REXML::XPath.first(doc, '//add/@value').value, REXML::XPath.match(doc, '//add').size
REXML::XPath.each(doc, '//config/add') { |e| p [e.name, e.attributes['key'], e.attributes['value']] }
p REXML::XPath.match(doc.root, 'config/add/@key').map(&:value)
p REXML::XPath.first(doc, "//add[@key='proxy']").attributes['value']
p REXML::XPath.first(doc, '//i[2]').text, REXML::XPath.first(doc, '//i[@n]').text, REXML::XPath.match(doc, '//list/*').map(&:text)
p doc.root.elements.size, doc.root.elements[1].name, doc.root.elements.to_a.map(&:name)
doc.root.elements.each('list/i') { |e| print e.text, ' ' }
puts
p doc.elements['//empty'].text, doc.elements['//nothing']
e = REXML::XPath.first(doc, "//add[@key='proxy']")
e.attributes['value'] = 'http://new & <x>'
e.add_attribute('extra', "it's")
n = doc.root.add_element('new', { 'k' => 'v' })
n.text = 'a < b'
n.add_element('child')
doc.root.elements['port'].text = '9090'
p REXML::Text.unnormalize('a &amp; b &lt; &#65;&#x42;'), REXML::Text.normalize('a & b < c')
p doc.root.attributes.size, doc.root.attributes.keys rescue p $!.class
doc.root.attributes.each { |k, v| p [k, v] }
doc.root.delete_attribute('a')
puts doc.to_s
out = +''
doc.write(out)
p out == doc.to_s
p doc.root.to_s.length, doc.version, doc.encoding
p doc.root.get_text.to_s.strip, doc.elements['//name'].get_text.value
d2 = REXML::Document.new
d2.add_element('x').add_text('hi')
p d2.to_s
d3 = REXML::Document.new('<a><b/><c>t</c></a>')
p d3.to_s, d3.root.elements['c'].parent.name, d3.root.has_elements?, d3.root.elements['b'].has_text?
d3.root.delete_element('b')
p d3.to_s
begin
  REXML::Document.new('<a><b></a>')
rescue REXML::ParseException => e
  p e.class
end
