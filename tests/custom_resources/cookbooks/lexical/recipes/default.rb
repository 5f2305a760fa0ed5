marker = log 'marker'
lexical_fetch 'from a resource' do
  source marker
end
lexical_legacy 'x'
