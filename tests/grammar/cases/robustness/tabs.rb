def m
	if x
		y = "	tab inside"
	end
end
foo	1,	2
