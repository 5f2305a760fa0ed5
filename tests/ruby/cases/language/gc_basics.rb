p GC.start, GC.count.is_a?(Integer), ObjectSpace.garbage_collect
GC.disable
p GC.enable
