a ..b
a .. b
1..x + 1
