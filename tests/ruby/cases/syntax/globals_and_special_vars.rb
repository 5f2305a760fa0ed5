$counter = 0
def bump
  $counter += 1
end
3.times { bump }
p $counter
p $undefined_global
p $0.end_with?(".rb")
p $PROGRAM_NAME == $0
p $;.inspect
p $,.inspect
"abc" =~ /b/
p $~ && $~[0]
p $stdout == STDOUT
p __FILE__ == $0
p $:.is_a?(Array)
p defined?($counter)
