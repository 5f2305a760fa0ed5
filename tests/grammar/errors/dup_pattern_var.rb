case 0
in [a, a]
end
