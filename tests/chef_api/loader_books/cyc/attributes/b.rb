# b
include_attribute 'cyc::default'
