# REXML's XPath as cookbooks query configuration files (fb_choco's chocolatey.config)
require 'rexml/document'
config = <<-XML.strip
<?xml version="1.0" encoding="utf-8" ?>
<chocolatey>
  <config>
    <add key="cacheLocation" value="" />
    <add key="proxy" value="" />
    <add key="commandExecutionTimeoutSeconds" value="2700" />
  </config>
  <sources>
    <source id="chocolatey" value="https://community.chocolatey.org/api/v2/" priority="0" />
    <source id="internal" value="https://repo/" priority="5" disabled="true" />
  </sources>
  <features>
    <feature name="checksumFiles" enabled="true" />
    <feature name="autoUninstaller" enabled="false" />
  </features>
</chocolatey>
XML
doc = REXML::Document.new(config)
p REXML::XPath.each(doc, '//config/add').with_object({}) { |e, m| m[e.attributes['key']] = e.attributes['value'] }
p REXML::XPath.each(doc, '//features/feature').with_object({}) { |e, m| m[e.attributes['name']] = e.attributes['enabled'].to_s.downcase == 'true' }
REXML::XPath.each(doc, "//config/add[@key='proxy']") { |e| e.attributes['value'] = 'http://proxy:8080' }
p REXML::XPath.first(doc, "//config/add[@key='proxy']/@value").value
p REXML::XPath.match(doc, '//source[@disabled]').map { |e| e.attributes['id'] }
p REXML::XPath.match(doc, '//source[not(@disabled)]').map { |e| e.attributes['id'] }
p REXML::XPath.match(doc, "//source[@priority>1]").map { |e| e.attributes['id'] }
p REXML::XPath.match(doc, "//source[@id='chocolatey' or @id='internal']").size
p REXML::XPath.match(doc, "//source[@id='internal' and @disabled='true']").size
p REXML::XPath.match(doc, "//feature[last()]").map { |e| e.attributes['name'] }
p REXML::XPath.match(doc, "//feature[position()=1]/@name").map(&:value)
p REXML::XPath.match(doc, "//add[contains(@key,'Timeout')]").map { |e| e.attributes['key'] }
p REXML::XPath.match(doc, "//add[starts-with(@key,'c')]").size
p REXML::XPath.match(doc, '/chocolatey/*').map(&:name), REXML::XPath.first(doc, '//sources/source/..').name
p REXML::XPath.first(doc.root, 'config').name, REXML::XPath.first(doc, 'chocolatey/features/feature').attributes['name']
p REXML::XPath.match(doc, '//*[@value=""]').size, REXML::XPath.match(doc, '//source/@*').size
p REXML::XPath.match(doc, "//add[@key='nope']"), REXML::XPath.first(doc, '//missing')
p doc.root.elements['sources'].elements.to_a.map { |e| e.attributes['id'] }, doc.root.elements['sources/source[2]'].attributes['id']
p doc.root.elements.to_a('features/feature').size, doc.root.elements[2, 'sources'] && true
p doc.root.elements.collect { |e| e.name }
d = REXML::Document.new('<a>one<b>two</b>three<c><d>four</d></c></a>')
p d.root.text, d.root.texts.map(&:value), REXML::XPath.match(d, '//text()').map(&:value)
p REXML::XPath.match(d, "//*[d='four']").map(&:name), REXML::XPath.match(d, "//*[text()='two']").map(&:name)
p REXML::XPath.match(d, '//d/ancestor-free/..'.sub('/ancestor-free/..', '')).map(&:name)
p d.root.elements['c'].next_element, d.root.elements['b'].next_element.name, d.root.elements['c'].previous_element.name
