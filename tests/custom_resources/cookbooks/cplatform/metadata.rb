name 'cplatform'
version '1.0.0'
