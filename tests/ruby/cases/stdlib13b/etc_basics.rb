require 'etc'
p Etc.getpwuid(0).name, Etc.getpwnam("root").uid, Etc.getgrgid(0).name, Etc.nprocessors.is_a?(Integer)
