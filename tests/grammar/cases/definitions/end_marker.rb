puts 1
__END__
this is not ruby { ( [
