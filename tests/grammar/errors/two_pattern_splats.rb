case 0
in [*a, *b]
end
