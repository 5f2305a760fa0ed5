list.map(&:to_s)
list.each(&blk)
foo(*args)
foo(**opts)
foo *args
foo(*a, *b)
