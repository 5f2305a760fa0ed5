require 'pathname'

p Pathname.new('/a/b/../c/./d.rb').cleanpath
p Pathname.new('../x/..').cleanpath.to_s, Pathname.new('a/./b/').cleanpath.to_s
p Pathname.new('/etc') + 'hosts', (Pathname('/etc') + '/abs').to_s, (Pathname('.') + 'x').to_s
p Pathname.new('/etc').join('a', 'b').to_s, (Pathname.new('/x') / 'y').to_s
p Pathname.new('x/y.rb').basename('.rb').to_s, Pathname.new('x/y.rb').extname
p Pathname.new('/a/b/c').relative_path_from('/a/d').to_s
p Pathname.new('/a/b').relative_path_from(Pathname.new('/a/b')).to_s
p Pathname.new('a.txt').sub_ext('.md').to_s, Pathname.new('/x/y').dirname.to_s
p Pathname.new('/x').absolute?, Pathname.new('x').relative?, Pathname.new('/').root?
p Pathname.new('/x') == Pathname.new('/x'), Pathname.new('/a') <=> Pathname.new('/b')
p Pathname.new(__FILE__).exist?, Pathname.new(__FILE__).file?, Pathname.new('.').directory?
p Pathname.new('/usr/lib/x').each_filename.to_a
p Pathname.new('/').mountpoint?
p [Pathname.new('b'), Pathname.new('a')].sort.map(&:to_s)
