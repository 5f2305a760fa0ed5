# a providers/ file: class_from_file too
action :run do
  ::File.write('@OUT@/legacy.txt', "#{Provider.name} #{Resource.name}\n")
end
