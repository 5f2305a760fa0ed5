# Dir.glob of the root itself (bench/fuzz.py seed 15, case 7239)
p Dir.glob("/")
p Dir.glob("//")
p Dir.glob("/tmp/")
p Dir["/"]
