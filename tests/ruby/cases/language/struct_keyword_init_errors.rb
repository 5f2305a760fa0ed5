Kw = Struct.new(:a, keyword_init: true)
begin; Kw.new(1); rescue ArgumentError => e; p e.message; end
begin; Kw.new(b: 2); rescue ArgumentError => e; p e.message; end
