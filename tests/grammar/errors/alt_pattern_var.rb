case 0
in [a] | 0
end
