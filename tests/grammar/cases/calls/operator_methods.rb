a.+(b)
a.<=>(b)
a.[](1)
a.[]=(1, 2)
a&.[](1)
a.!
def <=>(o); end
def [](k); end
def []=(k, v); end
def -@; end
def +(o); end
def ==(o); end
def !; end
