import type { Random } from './random.ts';

/** Languages a provider may list (ISO 639-1). */
export const languageCodes = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'bn', 'mr', 'gu', 'pa'] as const;
export type LanguageCode = (typeof languageCodes)[number];

export type Gender = 'f' | 'm';
export type CommunityId =
  | 'north'
  | 'punjabi'
  | 'sikh'
  | 'muslim'
  | 'marathi'
  | 'gujarati'
  | 'tamil'
  | 'telugu'
  | 'kannada'
  | 'malayali'
  | 'bengali'
  | 'rajasthani'
  | 'christian'
  | 'parsi';

type Community = { male: string[]; female: string[]; surnames: string[]; language: LanguageCode | null };

const words = (text: string) => text.split(' ');

/** Given names and surnames from every region and faith, so the catalogue reads like India. */
const communities: Record<CommunityId, Community> = {
  north: {
    male: words('Rohit Amit Vikas Rajesh Sanjay Anil Deepak Manish Gaurav Nitin Rahul Vivek Ashok Sunil Pankaj Alok Saurabh Abhishek'),
    female: words('Neha Pooja Priya Anjali Ritu Shweta Kavita Nidhi Swati Divya Shalini Aarti Preeti Megha Rashmi Sakshi Shikha'),
    surnames: words('Sharma Gupta Verma Saxena Srivastava Tripathi Mishra Pandey Tiwari Shukla Dubey Yadav Chauhan Agarwal Singh Rastogi'),
    language: 'hi',
  },
  punjabi: {
    male: words('Karan Varun Sahil Tarun Rohan Aman Mohit Nikhil Vikram Kunal Arjun Rajiv'),
    female: words('Simran Sonia Komal Ritika Tanya Muskan Kanika Shruti Meenal Payal Radhika'),
    surnames: words('Malhotra Kapoor Khanna Arora Chopra Bhatia Sethi Mehra Ahuja Bhalla Kohli Oberoi Suri Taneja'),
    language: 'pa',
  },
  sikh: {
    male: words(
      'Harpreet Gurpreet Manpreet Jaspreet Harjeet Amarjeet Kuldeep Sukhwinder Balwinder Gurmeet Inderjit Paramjit Jasbir Ranjit Tejinder',
    ),
    female: words('Harleen Simran Navneet Jasleen Gurleen Manjeet Rupinder Kirandeep Amandeep Parminder Baljeet'),
    surnames: words('Gill Sandhu Sidhu Dhillon Grewal Bedi Chadha Ahluwalia Bajwa Bhullar Sodhi Anand'),
    language: 'pa',
  },
  muslim: {
    male: words('Mohammed Imran Faisal Arif Salman Aamir Irfan Zaid Shahid Asif Tariq Nadeem Farhan Javed Rizwan Abdul'),
    female: words('Ayesha Fatima Zoya Sana Nazia Farah Heena Shabnam Mehreen Asma Saba Nusrat Tabassum Rukhsar Zainab'),
    surnames: words('Khan Siddiqui Ansari Qureshi Rizvi Naqvi Sheikh Hashmi Zaidi Abbasi Farooqui Mirza Hussain Syed Baig Rahman'),
    language: 'hi',
  },
  marathi: {
    male: words('Sachin Prasad Aniket Omkar Sagar Nilesh Mahesh Swapnil Tushar Amol Vinayak Shrikant Ajinkya Yogesh Ganesh'),
    female: words('Snehal Pallavi Aishwarya Madhuri Sayali Ashwini Prajakta Rutuja Manasi Vaishali Gauri Ketaki Mrunal'),
    surnames: words('Patil Deshpande Kulkarni Joshi Shinde Pawar Jadhav Gokhale Apte Deshmukh Bhosale Chavan Kale Sawant Phadke Wagh'),
    language: 'mr',
  },
  gujarati: {
    male: words('Hardik Jignesh Chirag Nirav Bhavesh Ketan Mehul Paresh Hitesh Dhaval Parth Rakesh Darshan'),
    female: words('Hetal Krupa Dhara Bhavna Jinal Nisha Foram Riddhi Khushbu Mitali Urvi Avni Hiral'),
    surnames: words('Patel Shah Desai Mehta Trivedi Parikh Pandya Modi Vyas Thakkar Dave Bhatt Solanki Doshi Sheth Amin'),
    language: 'gu',
  },
  tamil: {
    male: words(
      'Karthik Arun Senthil Vignesh Prakash Ramesh Suresh Balaji Murugan Saravanan Dinesh Gokul Harish Vijay Sundar Rajkumar Anand',
    ),
    female: words(
      'Lakshmi Priya Divya Kavitha Meena Deepa Revathi Anitha Sangeetha Janani Keerthana Nithya Gayathri Sowmya Bhuvana Ananya',
    ),
    surnames: words(
      'Iyer Iyengar Subramanian Krishnan Venkatesh Raman Natarajan Sundaram Rajendran Murugesan Srinivasan Chandrasekhar Ramasamy Kannan Ganesan Sivakumar',
    ),
    language: 'ta',
  },
  telugu: {
    male: words('Srinivas Venkat Ravi Kiran Praveen Naveen Sai Chaitanya Harsha Krishna Pavan Ramana Sandeep Vamsi Teja'),
    female: words('Lavanya Sravani Swathi Madhavi Anusha Keerthi Bhavani Sirisha Harika Spandana Sneha Pranathi Sahithi'),
    surnames: words('Reddy Rao Naidu Chowdary Varma Raju Goud Sastry Prasad Murthy Chintala Kondapalli'),
    language: 'te',
  },
  kannada: {
    male: words('Manjunath Shivakumar Raghavendra Sudeep Nagaraj Girish Santosh Chethan Prajwal Vinay Harish Mahantesh'),
    female: words('Shwetha Rashmi Kavya Sahana Bhavya Deepika Spoorthi Chaitra Ramya Nandini Sindhu Pavithra'),
    surnames: words('Gowda Hegde Shetty Rao Murthy Bhat Kamath Shenoy Nayak Urs Acharya Kulkarni'),
    language: 'kn',
  },
  malayali: {
    male: words('Vishnu Sreejith Anoop Manoj Jithin Abhilash Vineeth Akhil Arjun Sanjay Rajeev'),
    female: words('Aswathy Lekshmi Reshma Parvathy Sreeja Nimisha Athira Meera Arya Anjali Divya'),
    surnames: words('Nair Menon Pillai Kurup Warrier Nambiar Panicker Unnithan Kutty'),
    language: 'ml',
  },
  bengali: {
    male: words('Arindam Sourav Debashish Subhajit Anirban Arnab Indranil Partha Sandip Sudipto Tanmoy Abhijit Kaushik Sayan'),
    female: words('Moumita Sreeparna Rituparna Paromita Debjani Sudeshna Tanushree Mousumi Payel Sanchita Ishita Oindrila Ananya'),
    surnames: words(
      'Banerjee Chatterjee Mukherjee Bhattacharya Ganguly Das Bose Ghosh Sen Dutta Roy Chakraborty Sarkar Mitra Majumdar Biswas Saha',
    ),
    language: 'bn',
  },
  rajasthani: {
    male: words('Mahendra Vikram Lokesh Devendra Bhupendra Naresh Hemant Jitendra Pradeep Dinesh Ramesh Gajendra'),
    female: words('Kiran Sunita Rekha Manju Pushpa Savita Anita Poonam Sarita Lalita Vandana Jyoti'),
    surnames: words('Rathore Shekhawat Agarwal Jain Meena Choudhary Khandelwal Maheshwari Joshi Bhati Goyal Saini Mathur'),
    language: 'hi',
  },
  christian: {
    male: words('Joseph Thomas Mathew George Francis Anthony Sebastian Abraham John Peter Jacob Samuel Vincent Alwyn'),
    female: words('Mary Sheeba Jessy Elizabeth Teresa Grace Priscilla Angela Rosemary Nancy Reena Sophia Merlin'),
    surnames: words("D'Souza Fernandes Pinto Rodrigues D'Costa Pereira Joseph Thomas Mathew George Varghese Kurian Chacko Lobo Dias"),
    language: null,
  },
  parsi: {
    male: words('Cyrus Jehangir Farhad Rustom Darius Zubin Kaizad Behram'),
    female: words('Shernaz Zenobia Perizad Dinaz Freny Anahita Delnaz'),
    surnames: words('Irani Wadia Mistry Daruwalla Contractor Batliwala Bharucha Vakil'),
    language: 'gu',
  },
};

/** Communities whose members would plausibly be Hindu priests (for "Pandit …"). */
export const hinduCommunities: CommunityId[] = [
  'north',
  'marathi',
  'gujarati',
  'tamil',
  'telugu',
  'kannada',
  'malayali',
  'bengali',
  'rajasthani',
];

export type Person = { first: string; last: string; full: string; gender: Gender; community: CommunityId; language: LanguageCode | null };

/** A plausible person from a community; Sikh names carry Singh or Kaur, often with a family name. */
export function makePerson(random: Random, community: CommunityId, gender: Gender): Person {
  const pool = communities[community];
  const first = random.pick(gender === 'f' ? pool.female : pool.male);
  let last = random.pick(pool.surnames);
  if (community === 'sikh') {
    const title = gender === 'f' ? 'Kaur' : 'Singh';
    last = random.chance(0.6) ? `${title} ${last}` : title;
  }
  return { first, last, full: `${first} ${last}`, gender, community, language: pool.language };
}
